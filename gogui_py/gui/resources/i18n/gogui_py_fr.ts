<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Analysis</name>
    <message>
        <source>Side to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Search commands</source>
        <translation>Chercher des commandes</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Auto Run</source>
        <translation>Lancement auto</translation>
    </message>
    <message>
        <source>Run the command again after every change of the position</source>
        <translation>Relancer la commande après chaque changement de position</translation>
    </message>
    <message>
        <source>Answers and errors of analyze commands</source>
        <translation>Réponses et erreurs des commandes d&apos;analyse</translation>
    </message>
    <message>
        <source>Send Points</source>
        <translation>Envoyer les points</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>No attached program lists analyze commands</source>
        <translation>Aucun programme attaché ne propose de commandes d&apos;analyse</translation>
    </message>
    <message>
        <source>{}: click points on the board, then Send Points</source>
        <translation>{} : cliquez des points sur le goban, puis « Envoyer les points »</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Analyze</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Save Parameters</source>
        <translation>Enregistrer les paramètres</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>Fichiers GTP (*.gtp);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Snapshot of {0}: {1}</source>
        <translation>Instantané de {0} : {1}</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>Instantané des paramètres</translation>
    </message>
    <message>
        <source>Restore Parameters: take a snapshot first</source>
        <translation>Restaurer les paramètres : prenez d&apos;abord un instantané</translation>
    </message>
    <message>
        <source>Restore Parameters: no program is running</source>
        <translation>Restaurer les paramètres : aucun programme en cours</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>Restaurer les paramètres</translation>
    </message>
    <message>
        <source>Save Parameters: cannot write {0}: {1}</source>
        <translation>Enregistrer les paramètres : impossible d&apos;écrire {0} : {1}</translation>
    </message>
    <message>
        <source>Saved {0} to {1}</source>
        <translation>{0} enregistré dans {1}</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} is gone</source>
        <translation>Rattacher avec les paramètres : {} n&apos;existe plus</translation>
    </message>
    <message>
        <source>Reattaching {0} with {1}…</source>
        <translation>Rattachement de {0} avec {1}…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>Rattacher avec les paramètres</translation>
    </message>
    <message>
        <source>{}: no program is running</source>
        <translation>{} : aucun programme en cours</translation>
    </message>
    <message>
        <source>{0}: {1} has not listed its analyze commands yet</source>
        <translation>{0} : {1} n&apos;a pas encore donné ses commandes d&apos;analyse</translation>
    </message>
    <message>
        <source>{0}: {1} has no parameter commands</source>
        <translation>{0} : {1} n&apos;a pas de commandes de paramètres</translation>
    </message>
    <message>
        <source>; {} refused (see the Analyze pane)</source>
        <translation> ; {} refusée(s) (voir le panneau Analyse)</translation>
    </message>
    <message>
        <source> (values of {})</source>
        <translation> (valeurs de {})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} values sent to {3}{4}{5}</source>
        <translation>{0} : {1} valeurs sur {2} envoyées à {3}{4}{5}</translation>
    </message>
    <message>
        <source>Reattach With Parameters: {} did not start; no parameters were sent</source>
        <translation>Rattacher avec les paramètres : {} n&apos;a pas démarré ; aucun paramètre envoyé</translation>
    </message>
    <message>
        <source>Analyze Game cancelled</source>
        <translation>Analyse de la partie annulée</translation>
    </message>
    <message>
        <source>Analyze Game done: {} positions</source>
        <translation>Analyse de la partie terminée : {} positions</translation>
    </message>
    <message>
        <source>Analyze Game stopped: {}</source>
        <translation>Analyse de la partie arrêtée : {}</translation>
    </message>
    <message>
        <source>Analyze Game %v/%m</source>
        <translation>Analyse de la partie %v/%m</translation>
    </message>
    <message>
        <source>Positions of the line analysed; Analyze Game again resumes</source>
        <translation>Positions analysées de la ligne ; relancer « Analyser la partie » reprend</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop Analyze Game (what is analysed stays)</source>
        <translation>Arrêter l&apos;analyse de la partie (ce qui est analysé reste)</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Analyze Game: {}</source>
        <translation>Analyser la partie : {}</translation>
    </message>
    <message>
        <source>{} (the analyzer) is not running</source>
        <translation>{} (l’analyseur) ne tourne pas</translation>
    </message>
    <message>
        <source>attach an engine first</source>
        <translation>attachez d’abord un moteur</translation>
    </message>
    <message>
        <source>Analyze Game: {0}/{1} positions</source>
        <translation>Analyser la partie : {0}/{1} positions</translation>
    </message>
    <message>
        <source>{}: click a point</source>
        <translation>{} : cliquez un point</translation>
    </message>
    <message>
        <source>{0}: {1} points sent</source>
        <translation>{0} : {1} points envoyés</translation>
    </message>
    <message>
        <source>{} is not running</source>
        <translation>{} ne tourne pas</translation>
    </message>
    <message>
        <source>{0}: {1} sent an invalid response (no = or ?): {2}</source>
        <translation>{0} : {1} a envoyé une réponse invalide (ni = ni ?) : {2}</translation>
    </message>
    <message>
        <source>Waiting up to {} s for a valid answer…</source>
        <translation>Attente d’une réponse valide pendant {} s au plus…</translation>
    </message>
    <message>
        <source>Analysis Settings</source>
        <translation>Réglages de l&apos;analyse</translation>
    </message>
    <message>
        <source>Centiseconds between two updates of the analysis</source>
        <translation>Centièmes de seconde entre deux mises à jour de l&apos;analyse</translation>
    </message>
    <message>
        <source>Interval between updates:</source>
        <translation>Intervalle entre mises à jour :</translation>
    </message>
    <message>
        <source>Pause at:</source>
        <translation>Pause à :</translation>
    </message>
    <message>
        <source>Pause after:</source>
        <translation>Pause après :</translation>
    </message>
    <message>
        <source>Ponder: analyse until stopped (limits ignored)</source>
        <translation>Réflexion continue : analyser jusqu&apos;à l&apos;arrêt (limites ignorées)</translation>
    </message>
    <message>
        <source>Best {0} {1:.1f} % ({2} visits)</source>
        <translation>Meilleur {0} {1:.1f} % ({2} visites)</translation>
    </message>
    <message>
        <source>Analysis: {}</source>
        <translation>Analyse : {}</translation>
    </message>
    <message>
        <source>{} has no lz-analyze or kata-analyze: attach Leela Zero or KataGo, or choose an analyzer with the Analyzer toggle (magnifier) in the program strip</source>
        <translation>{} n’a ni lz-analyze ni kata-analyze : attachez Leela Zero ou KataGo, ou choisissez un analyseur avec le bouton Analyseur (loupe) de la barre des programmes</translation>
    </message>
    <message>
        <source>Analysis paused after {} s</source>
        <translation>Analyse en pause après {} s</translation>
    </message>
    <message>
        <source>Analysis paused at {} visits</source>
        <translation>Analyse en pause à {} visites</translation>
    </message>
    <message>
        <source>Write Analysis to Record</source>
        <translation>Écrire l&apos;analyse dans la partie</translation>
    </message>
    <message>
        <source>Comment lines: win rate, score lead, best move</source>
        <translation>Lignes de commentaire : taux de victoire, avance au score, meilleur coup</translation>
    </message>
    <message>
        <source>Move annotations: bad move, doubtful, interesting</source>
        <translation>Annotations de coup : mauvais coup, douteux, intéressant</translation>
    </message>
    <message>
        <source>BM when the mover lost more win rate than this</source>
        <translation>BM quand le joueur a perdu plus de taux de victoire que ceci</translation>
    </message>
    <message>
        <source>DO when the mover lost more than this, up to the BM threshold</source>
        <translation>DO quand le joueur a perdu plus que ceci, jusqu&apos;au seuil BM</translation>
    </message>
    <message>
        <source>IT when a move the analyzer did not prefer gained more than this over its best</source>
        <translation>IT quand un coup que l&apos;analyseur ne préférait pas a gagné plus que ceci sur son meilleur</translation>
    </message>
    <message>
        <source>Bad move (BM), lost more than:</source>
        <translation>Mauvais coup (BM), perte supérieure à :</translation>
    </message>
    <message>
        <source>Doubtful (DO), lost more than:</source>
        <translation>Douteux (DO), perte supérieure à :</translation>
    </message>
    <message>
        <source>Interesting (IT), gained more than:</source>
        <translation>Intéressant (IT), gain supérieur à :</translation>
    </message>
    <message>
        <source>Writes into the analysed nodes of the current line, as one undo step. Writing again replaces the analysis written before; other comment text and annotations of your own stay.</source>
        <translation>Écrit dans les nœuds analysés de la ligne courante, en une seule étape d&apos;annulation. Écrire à nouveau remplace l&apos;analyse écrite avant ; vos autres commentaires et annotations restent.</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écrire</translation>
    </message>
    <message>
        <source>Write analysis</source>
        <translation>Écrire l&apos;analyse</translation>
    </message>
    <message>
        <source>Analysis written to {} nodes</source>
        <translation>Analyse écrite dans {} nœuds</translation>
    </message>
    <message>
        <source>B win %</source>
        <translation>N gain %</translation>
    </message>
    <message>
        <source>Black&apos;s win rate (%)</source>
        <translation>Taux de victoire de Noir (%)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Vertex entry cancelled</source>
        <translation>Saisie du point annulée</translation>
    </message>
    <message>
        <source>Type a vertex, like D4 (Enter plays, Esc cancels)</source>
        <translation>Tapez un point, par ex. D4 (Entrée joue, Échap annule)</translation>
    </message>
    <message>
        <source>Vertex: {typed} (Enter plays, Esc cancels)</source>
        <translation>Point : {typed} (Entrée joue, Échap annule)</translation>
    </message>
    <message>
        <source>{text} is not a vertex: type a column letter and a row number, like D4</source>
        <translation>{text} n&apos;est pas un point : tapez une lettre de colonne et un numéro de ligne, par ex. D4</translation>
    </message>
    <message>
        <source>{text}: there is no column {letters} on this board (columns {first}-{last})</source>
        <translation>{text} : pas de colonne {letters} sur ce goban (colonnes {first}-{last})</translation>
    </message>
    <message>
        <source>{text}: there is no row {row} on this board (rows 1-{last})</source>
        <translation>{text} : pas de ligne {row} sur ce goban (lignes 1-{last})</translation>
    </message>
    <message>
        <source>{text} is not a point of this board</source>
        <translation>{text} n&apos;est pas un point de ce goban</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>pierre noire</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>pierre blanche</translation>
    </message>
    <message>
        <source>Board, cursor {vertex}, {what}</source>
        <translation>Goban, curseur {vertex}, {what}</translation>
    </message>
    <message>
        <source>The board takes no moves now</source>
        <translation>Le goban n&apos;accepte pas de coup maintenant</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>{move}, suicide of {n}</source>
        <translation>{move}, suicide de {n}</translation>
    </message>
    <message>
        <source>{move}, captured {n}</source>
        <translation>{move}, {n} capturée(s)</translation>
    </message>
    <message>
        <source>Last move: {move}.</source>
        <translation>Dernier coup : {move}.</translation>
    </message>
    <message>
        <source>No move here.</source>
        <translation>Aucun coup ici.</translation>
    </message>
    <message>
        <source>{color} to play.</source>
        <translation>Au tour de {color}.</translation>
    </message>
</context>
<context>
    <name>Bookmarks</name>
    <message>
        <source>Edit Bookmarks</source>
        <translation>Modifier les signets</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Renommer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>{}, move {}</source>
        <translation>{}, coup {}</translation>
    </message>
    <message>
        <source>, variation {}</source>
        <translation>, variante {}</translation>
    </message>
    <message>
        <source>Bookmarks need a saved file: save the game first.</source>
        <translation>Les signets demandent un fichier enregistré : enregistrez d&apos;abord la partie.</translation>
    </message>
    <message>
        <source>The game has unsaved changes: save it before setting a bookmark.</source>
        <translation>La partie a des modifications non enregistrées : enregistrez-la avant de poser un signet.</translation>
    </message>
    <message>
        <source>Bookmarks can be set at the start of the game or at a move only.</source>
        <translation>Un signet ne peut être posé qu&apos;au début de la partie ou sur un coup.</translation>
    </message>
    <message>
        <source>Cannot set bookmark</source>
        <translation>Impossible de poser le signet</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>Ajouter un signet</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Bookmark added: {}</source>
        <translation>Signet ajouté : {}</translation>
    </message>
    <message>
        <source>{}: the bookmarked position is not in the file</source>
        <translation>{} : la position du signet n&apos;est pas dans le fichier</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>{0} lost on time: {1}</source>
        <translation>{0} perd au temps : {1}</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
</context>
<context>
    <name>Comment</name>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Comment of move {n}</source>
        <translation>Commentaire du coup {n}</translation>
    </message>
    <message>
        <source>Comment of the start</source>
        <translation>Commentaire du début</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Move {number}</source>
        <translation>Coup {number}</translation>
    </message>
    <message>
        <source>Captured: B {black}, W {white}</source>
        <translation>Prisonniers : N {black}, B {white}</translation>
    </message>
    <message>
        <source>Komi {komi:g}</source>
        <translation>Komi {komi:g}</translation>
    </message>
    <message>
        <source>Last {move}</source>
        <translation>Dernier {move}</translation>
    </message>
    <message>
        <source>GTP stream was closed</source>
        <translation>Le flux GTP a été fermé</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Noir joue</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>Blanc joue</translation>
    </message>
    <message>
        <source>genmove: {answer}</source>
        <translation>genmove : {answer}</translation>
    </message>
    <message>
        <source>Waiting for the first command</source>
        <translation>En attente de la première commande</translation>
    </message>
    <message>
        <source>Last command: {command}</source>
        <translation>Dernière commande : {command}</translation>
    </message>
</context>
<context>
    <name>Dock</name>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Arbre de jeu</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>Console GTP</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>Editing</name>
    <message>
        <source>Click {} points for the handicap stones</source>
        <translation>Cliquez {} points pour les pierres de handicap</translation>
    </message>
    <message>
        <source>1 more handicap stone</source>
        <translation>Encore 1 pierre de handicap</translation>
    </message>
    <message>
        <source>{} more handicap stones</source>
        <translation>Encore {} pierres de handicap</translation>
    </message>
    <message>
        <source>Handicap placed: White to play</source>
        <translation>Handicap placé : Blanc joue</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>L&apos;ordinateur réfléchit</translation>
    </message>
    <message>
        <source>Setup stones cannot be sent to the ruler</source>
        <translation>Les pierres posées ne peuvent pas être envoyées à l&apos;arbitre</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw an arrow</source>
        <translation>Glissez d&apos;un point à un autre pour tracer une flèche</translation>
    </message>
    <message>
        <source>Drag from one point to another to draw a line</source>
        <translation>Glissez d&apos;un point à un autre pour tracer une ligne</translation>
    </message>
    <message>
        <source>Label at {}:</source>
        <translation>Étiquette en {} :</translation>
    </message>
</context>
<context>
    <name>Encoding</name>
    <message>
        <source>Latin-1</source>
        <translation>Latin-1</translation>
    </message>
    <message>
        <source>Western</source>
        <translation>Europe occidentale</translation>
    </message>
    <message>
        <source>Chinese, GB2312, GBK</source>
        <translation>Chinois, GB2312, GBK</translation>
    </message>
    <message>
        <source>Traditional Chinese</source>
        <translation>Chinois traditionnel</translation>
    </message>
    <message>
        <source>Japanese, cp932</source>
        <translation>Japonais, cp932</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japonais</translation>
    </message>
    <message>
        <source>Korean, cp949</source>
        <translation>Coréen, cp949</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russe</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>Cyrillique</translation>
    </message>
    <message>
        <source>Central European</source>
        <translation>Europe centrale</translation>
    </message>
    <message>
        <source>Reopen with Encoding</source>
        <translation>Rouvrir avec l&apos;encodage</translation>
    </message>
    <message>
        <source>Preview of the file with this encoding:</source>
        <translation>Aperçu du fichier avec cet encodage :</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Encodage :</translation>
    </message>
    <message>
        <source>Not an encoding Python knows: choose one from the list or type a codec name such as cp1251, iso8859-2 or utf-16-le.</source>
        <translation>Encodage inconnu de Python : choisissez-en un dans la liste ou tapez un nom de codec comme cp1251, iso8859-2 ou utf-16-le.</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>Estimating…</source>
        <translation>Estimation…</translation>
    </message>
    <message>
        <source>Estimate: {result}</source>
        <translation>Estimation : {result}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}, komi {komi} (area)</source>
        <translation>Noir {black}, Blanc {white}, komi {komi} (surface)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Export Position</source>
        <translation>Exporter la position</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordonnées</translation>
    </message>
    <message>
        <source>&amp;Markup (marks, labels, lines, arrows)</source>
        <translation>&amp;Marques (signes, étiquettes, lignes, flèches)</translation>
    </message>
    <message>
        <source>Move &amp;numbers from</source>
        <translation>&amp;Numéros de coups à partir de</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Exported {}</source>
        <translation>{} exporté</translation>
    </message>
    <message>
        <source>The clipboard&apos;s text is not SGF:
{}</source>
        <translation>Le texte du presse-papiers n&apos;est pas du SGF :
{}</translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>Game records ({0})</source>
        <translation>Parties ({0})</translation>
    </message>
    <message>
        <source>SGF files (*.sgf *.SGF)</source>
        <translation>Fichiers SGF (*.sgf *.SGF)</translation>
    </message>
    <message>
        <source>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</source>
        <translation>Tygem GIB, WBaduk NGF, Pandanet UGF ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them first?</source>
        <translation>La partie a des modifications non enregistrées. Les enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>it was repaired when it was read (repairs: {})</source>
        <translation>il a été réparé à la lecture (réparations : {})</translation>
    </message>
    <message>
        <source>it was read as {} and will be written as UTF-8</source>
        <translation>il a été lu en {} et sera écrit en UTF-8</translation>
    </message>
    <message>
        <source>Overwrite file?</source>
        <translation>Écraser le fichier ?</translation>
    </message>
    <message>
        <source>.
Save over it anyway?</source>
        <translation>.
L&apos;écraser quand même ?</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Cannot save file</source>
        <translation>Impossible d&apos;enregistrer le fichier</translation>
    </message>
    <message>
        <source>The file holds a single game</source>
        <translation>Le fichier ne contient qu&apos;une partie</translation>
    </message>
    <message>
        <source>No problems were found when the file was read</source>
        <translation>Aucun problème trouvé à la lecture du fichier</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>Problems repaired in {}</source>
        <translation>Problèmes réparés dans {}</translation>
    </message>
    <message>
        <source>Not found: {}</source>
        <translation>Introuvable : {}</translation>
    </message>
    <message>
        <source>Go to Move</source>
        <translation>Aller au coup</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Numéro du coup :</translation>
    </message>
    <message>
        <source>The game has no file to reopen</source>
        <translation>La partie n&apos;a pas de fichier à rouvrir</translation>
    </message>
</context>
<context>
    <name>Find</name>
    <message>
        <source>Invalid regular expression: {}</source>
        <translation>Expression régulière invalide : {}</translation>
    </message>
    <message>
        <source>Find in Comments</source>
        <translation>Chercher dans les commentaires</translation>
    </message>
    <message>
        <source>Regular expression, e.g. joseki|tesuji</source>
        <translation>Expression régulière, par ex. joseki|tesuji</translation>
    </message>
    <message>
        <source>Case sensitive</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Find the previous comment that matches (Shift+Enter)</source>
        <translation>Chercher le commentaire correspondant précédent (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Find the next comment that matches (Enter)</source>
        <translation>Chercher le commentaire correspondant suivant (Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Chercher :</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Black:</source>
        <translation>Noir :</translation>
    </message>
    <message>
        <source>PB: name of the black player</source>
        <translation>PB : nom du joueur de Noir</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blanc :</translation>
    </message>
    <message>
        <source>PW: name of the white player</source>
        <translation>PW : nom du joueur de Blanc</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>BR: rank of the black player, e.g. 5d, 3k, 9p</source>
        <translation>BR : niveau du joueur de Noir, p. ex. 5d, 3k, 9p</translation>
    </message>
    <message>
        <source>WR: rank of the white player, e.g. 5d, 3k, 9p</source>
        <translation>WR : niveau du joueur de Blanc, p. ex. 5d, 3k, 9p</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>Nom de la partie :</translation>
    </message>
    <message>
        <source>GN: name of the game, shown in the game list</source>
        <translation>GN : nom de la partie, affiché dans la liste des parties</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Événement :</translation>
    </message>
    <message>
        <source>EV: tournament or event</source>
        <translation>EV : tournoi ou événement</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde :</translation>
    </message>
    <message>
        <source>RO: round number and type, e.g. 5 (final)</source>
        <translation>RO : numéro et type de la ronde, p. ex. 5 (final)</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date :</translation>
    </message>
    <message>
        <source>DT: date played, YYYY-MM-DD (partial dates and lists allowed)</source>
        <translation>DT : date de la partie, AAAA-MM-JJ (dates partielles et listes permises)</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Lieu :</translation>
    </message>
    <message>
        <source>PC: where the game was played</source>
        <translation>PC : lieu où la partie a été jouée</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <source>RE: B+R, W+3.5, B+T (time), W+F (forfeit), 0 (draw), Void, ?</source>
        <translation>RE : B+R, W+3.5, B+T (temps), W+F (forfait), 0 (jigo), Void, ?</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>RU: rule set</source>
        <translation>RU : règles</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps :</translation>
    </message>
    <message>
        <source>TM: main time in seconds</source>
        <translation>TM : temps principal en secondes</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>Byo-yomi :</translation>
    </message>
    <message>
        <source>OT: overtime system, e.g. 5x30 byo-yomi</source>
        <translation>OT : système de byo-yomi, p. ex. 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Source :</translation>
    </message>
    <message>
        <source>SO: where the record comes from</source>
        <translation>SO : provenance de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>Commentateur :</translation>
    </message>
    <message>
        <source>AN: who commented the game</source>
        <translation>AN : qui a commenté la partie</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Saisi par :</translation>
    </message>
    <message>
        <source>US: who entered the record</source>
        <translation>US : qui a saisi l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Copyright:</source>
        <translation>Droits d&apos;auteur :</translation>
    </message>
    <message>
        <source>CP: copyright notice</source>
        <translation>CP : mention de droits d&apos;auteur</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Commentaire :</translation>
    </message>
    <message>
        <source>GC: background information and summary of the game</source>
        <translation>GC : contexte et résumé de la partie</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>Infos sur la partie</translation>
    </message>
    <message>
        <source>HA: number of handicap stones (0 = none)</source>
        <translation>HA : nombre de pierres de handicap (0 = aucune)</translation>
    </message>
    <message>
        <source>KM: komi in points, added to White&apos;s score</source>
        <translation>KM : komi en points, ajouté au score de Blanc</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>e.g. 5d</source>
        <translation>p. ex. 5d</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Set the date to today&apos;s date</source>
        <translation>Mettre la date d&apos;aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Rules and result</source>
        <translation>Règles et résultat</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi :</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap :</translation>
    </message>
    <message>
        <source>seconds, e.g. 3600</source>
        <translation>secondes, p. ex. 3600</translation>
    </message>
    <message>
        <source>e.g. 5x30 byo-yomi</source>
        <translation>p. ex. 5x30 byo-yomi</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Commentaire de la partie</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <source>Date: the SGF form is YYYY-MM-DD (e.g. 2024-03-09).</source>
        <translation>Date : la forme SGF est AAAA-MM-JJ (par ex. 2024-03-09).</translation>
    </message>
    <message>
        <source>Result: the SGF form is B+R, W+3.5, B+T, W+F, 0 (draw), Void or ?.</source>
        <translation>Résultat : la forme SGF est B+R, W+3.5, B+T, W+F, 0 (jigo), Void ou ?.</translation>
    </message>
    <message>
        <source>Time: the SGF form is a number of seconds (e.g. 3600).</source>
        <translation>Temps : la forme SGF est un nombre de secondes (par ex. 3600).</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Game List</source>
        <translation>Liste des parties</translation>
    </message>
    <message>
        <source>Filter: players, result, date, name…</source>
        <translation>Filtre : joueurs, résultat, date, nom…</translation>
    </message>
    <message>
        <source>{0} of {1} games shown</source>
        <translation>{0} parties affichées sur {1}</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} parties</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>gogui-py User Manual</source>
        <translation>Manuel d’utilisation de gogui-py</translation>
    </message>
    <message>
        <source>A board for programs that speak GTP (the Go Text Protocol).</source>
        <translation>Un goban pour les programmes qui parlent GTP (le Go Text Protocol).</translation>
    </message>
    <message>
        <source>About gogui-py</source>
        <translation>À propos de gogui-py</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>Cannot import the position</source>
        <translation>Impossible d&apos;importer la position</translation>
    </message>
    <message>
        <source>Imported a {}x{} position: {} black and {} white stones</source>
        <translation>Position {}x{} importée : {} pierres noires et {} pierres blanches</translation>
    </message>
    <message>
        <source>Position from Text</source>
        <translation>Position depuis un texte</translation>
    </message>
    <message>
        <source>Paste a board diagram (GTP showboard, an ASCII export): X # @ are black stones, O white ones, . + empty points; coordinates are ignored.</source>
        <translation>Collez un diagramme de goban (showboard GTP, un export ASCII) : X # @ sont des pierres noires, O des blanches, . + des points vides ; les coordonnées sont ignorées.</translation>
    </message>
    <message>
        <source>Not a board diagram: {}</source>
        <translation>Pas un diagramme de goban : {}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Export Position</source>
        <translation>Exporter la position</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Position copiée</translation>
    </message>
    <message>
        <source>SGF copied</source>
        <translation>SGF copié</translation>
    </message>
    <message>
        <source>Cannot paste SGF</source>
        <translation>Impossible de coller le SGF</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <source>{0} vs {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>L&apos;ordinateur réfléchit</translation>
    </message>
    <message>
        <source>Terminate engine?</source>
        <translation>Arrêter le programme ?</translation>
    </message>
    <message>
        <source>Terminate</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <source>Bad command line: {}</source>
        <translation>Ligne de commande incorrecte : {}</translation>
    </message>
    <message>
        <source>Analyzer</source>
        <translation>Analyseur</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>Détacher</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>No program attached (Engine menu)</source>
        <translation>Aucun programme attaché (menu Programme)</translation>
    </message>
    <message>
        <source>Move {}</source>
        <translation>Coup {}</translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Noir joue</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>Blanc joue</translation>
    </message>
    <message>
        <source>variation {}/{}</source>
        <translation>variante {}/{}</translation>
    </message>
    <message>
        <source>{} variations</source>
        <translation>{} variantes</translation>
    </message>
    <message>
        <source>Bad move</source>
        <translation>Mauvais coup</translation>
    </message>
    <message>
        <source>Very bad move</source>
        <translation>Très mauvais coup</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <source>Very good move</source>
        <translation>Très bon coup</translation>
    </message>
    <message>
        <source>Doubtful move</source>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>Bon pour Noir</translation>
    </message>
    <message>
        <source>Very good for Black</source>
        <translation>Très bon pour Noir</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>Bon pour Blanc</translation>
    </message>
    <message>
        <source>Very good for White</source>
        <translation>Très bon pour Blanc</translation>
    </message>
    <message>
        <source>Even position</source>
        <translation>Position équilibrée</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Position confuse</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>Point chaud</translation>
    </message>
    <message>
        <source>Nothing analysed on this line yet: Analyze Game first</source>
        <translation>Rien d&apos;analysé sur cette ligne : d&apos;abord Analyser la partie</translation>
    </message>
    <message>
        <source>No comment (type here to add one)</source>
        <translation>Pas de commentaire (tapez ici pour en ajouter un)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>captures: {}</source>
        <translation>prisonniers : {}</translation>
    </message>
    <message>
        <source>Komi {}</source>
        <translation>Komi {}</translation>
    </message>
    <message>
        <source>handicap {}</source>
        <translation>handicap {}</translation>
    </message>
    <message>
        <source>result {}</source>
        <translation>résultat {}</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Pas de limite de temps</translation>
    </message>
    <message>
        <source>Attached {}</source>
        <translation>{} attaché</translation>
    </message>
    <message>
        <source>Clock halted</source>
        <translation>Pendule arrêtée</translation>
    </message>
    <message>
        <source>Clock resumed</source>
        <translation>Pendule relancée</translation>
    </message>
    <message>
        <source>This game is played with a ruler</source>
        <translation>Cette partie se joue avec un arbitre</translation>
    </message>
    <message>
        <source>{} played an illegal move ({})</source>
        <translation>{} a joué un coup illégal ({})</translation>
    </message>
    <message>
        <source>The engine is busy; try again when it has moved</source>
        <translation>Le moteur est occupé ; réessayez quand il aura joué</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Scoring is for Go; the ruler gives the result of this game</source>
        <translation>Le décompte est pour le go ; l&apos;arbitre donne le résultat de cette partie</translation>
    </message>
    <message>
        <source>Click dead stones to mark them, then Done</source>
        <translation>Cliquez les pierres mortes pour les marquer, puis Terminé</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>Partie terminée : {}</translation>
    </message>
    <message>
        <source>The engine is thinking; open the game when it has moved</source>
        <translation>Le moteur réfléchit ; ouvrez la partie quand il aura joué</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>New Match</source>
        <translation>Nouveau match</translation>
    </message>
    <message>
        <source>None (Go)</source>
        <translation>Aucun (go)</translation>
    </message>
    <message>
        <source>A ruler referees another game (Othello, Gomoku, Hex...); none: Go</source>
        <translation>Un arbitre dirige un autre jeu (Othello, Gomoku, Hex...) ; aucun : go</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Swap colours every game</source>
        <translation>Changer de couleur à chaque partie</translation>
    </message>
    <message>
        <source>The players (final_score)</source>
        <translation>Les joueurs (final_score)</translation>
    </message>
    <message>
        <source>Internal (area scoring)</source>
        <translation>Interne (décompte par surface)</translation>
    </message>
    <message>
        <source>Stop each pairing once an SPRT decides</source>
        <translation>Arrêter chaque appariement dès qu&apos;un SPRT tranche</translation>
    </message>
    <message>
        <source>H0: the first program is at most elo0 stronger</source>
        <translation>H0 : le premier programme est au plus de elo0 plus fort</translation>
    </message>
    <message>
        <source>H1: it is at least elo1 stronger</source>
        <translation>H1 : il est au moins de elo1 plus fort</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>Taux de faux positifs</translation>
    </message>
    <message>
        <source>False-negative rate</source>
        <translation>Taux de faux négatifs</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <source>Referee (ruler):</source>
        <translation>Arbitre :</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Taille du goban :</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi :</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap :</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>Parties par appariement :</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Décompte :</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Parties simultanées :</translation>
    </message>
    <message>
        <source>Programs (two: a playoff; more: all play all):</source>
        <translation>Programmes (deux : un duel ; plus : tous contre tous) :</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>L&apos;arbitre</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler (it scores its game)</source>
        <translation>Pas pour une partie dirigée par un arbitre (il compte sa partie)</translation>
    </message>
    <message>
        <source>Not for a game refereed by a ruler</source>
        <translation>Pas pour une partie dirigée par un arbitre</translation>
    </message>
    <message>
        <source>Ruler&apos;s default</source>
        <translation>Valeur de l&apos;arbitre</translation>
    </message>
    <message>
        <source>Choose at least two programs.</source>
        <translation>Choisissez au moins deux programmes.</translation>
    </message>
    <message>
        <source>The name must be a file name (no &apos;/&apos;, not starting with &apos;.&apos;).</source>
        <translation>Le nom doit être un nom de fichier (pas de « / », ne commençant pas par « . »).</translation>
    </message>
    <message>
        <source>This match cannot be played: {}</source>
        <translation>Ce match ne peut pas être joué : {}</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>Impossible d&apos;écrire {0} : {1}</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>{} exists. Replace it? Games already played in its folder are kept and counted (the match resumes).</source>
        <translation>{} existe. Le remplacer ? Les parties déjà jouées dans son dossier sont gardées et comptées (le match reprend).</translation>
    </message>
    <message>
        <source>Match folder</source>
        <translation>Dossier du match</translation>
    </message>
    <message>
        <source>Elo (first - second)</source>
        <translation>Elo (premier − second)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>&amp;Open in Board</source>
        <translation>Ouvrir sur le &amp;goban</translation>
    </message>
    <message>
        <source>No game under way</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Appariement</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Jigo</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <source>, {0} accepted after {1}</source>
        <translation>, {0} accepté après {1} parties</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>stopped or halted</source>
        <translation>arrêté ou interrompu</translation>
    </message>
    <message>
        <source>match file refused</source>
        <translation>fichier de match refusé</translation>
    </message>
    <message>
        <source>folder in use</source>
        <translation>dossier déjà utilisé</translation>
    </message>
    <message>
        <source>Matches — gogui-py</source>
        <translation>Matchs — gogui-py</translation>
    </message>
    <message>
        <source>No match: New Match… or Open Match…</source>
        <translation>Aucun match : Nouveau match… ou Ouvrir un match…</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>&amp;Nouveau match…</translation>
    </message>
    <message>
        <source>&amp;Open Match…</source>
        <translation>&amp;Ouvrir un match…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Games at once</source>
        <translation>Parties simultanées</translation>
    </message>
    <message>
        <source>  Games at once: </source>
        <translation>  Parties simultanées : </translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Ouvrir un match</translation>
    </message>
    <message>
        <source>Match files (*.toml)</source>
        <translation>Fichiers de match (*.toml)</translation>
    </message>
    <message>
        <source>Stop the match under way first.</source>
        <translation>Arrêtez d&apos;abord le match en cours.</translation>
    </message>
    <message>
        <source>Match {} — gogui-py</source>
        <translation>Match {} — gogui-py</translation>
    </message>
    <message>
        <source>Another run is playing this match (gogui-match run).</source>
        <translation>Une autre exécution joue ce match (gogui-match run).</translation>
    </message>
    <message>
        <source>No record of game {0} ({1}).</source>
        <translation>Pas d&apos;enregistrement de la partie {0} ({1}).</translation>
    </message>
    <message>
        <source>status {}</source>
        <translation>statut {}</translation>
    </message>
    <message>
        <source>runner ended: {}</source>
        <translation>exécution terminée : {}</translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation>&amp;Forcer l&apos;arrêt</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>{0}/{1} games, {2} void, {3} under way · {4}</source>
        <translation>{0}/{1} parties, {2} annulées, {3} en cours · {4}</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <source>The match is running. Stop it? The games under way finish first; Start resumes it later.</source>
        <translation>Le match est en cours. L&apos;arrêter ? Les parties en cours se terminent d&apos;abord ; « Démarrer » le reprend plus tard.</translation>
    </message>
    <message>
        <source>Opening positions</source>
        <translation>Positions d&apos;ouverture</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>Fichiers SGF (*.sgf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Fixed (fixed_handicap)</source>
        <translation>Fixe (fixed_handicap)</translation>
    </message>
    <message>
        <source>Free (place_free_handicap)</source>
        <translation>Libre (place_free_handicap)</translation>
    </message>
    <message>
        <source>Free: black&apos;s program chooses where its stones go</source>
        <translation>Libre : le programme de Noir choisit où vont ses pierres</translation>
    </message>
    <message>
        <source>Openings (main lines played first)</source>
        <translation>Ouvertures (lignes principales jouées d&apos;abord)</translation>
    </message>
    <message>
        <source>Game n of a pairing starts from opening n (n/2 when colours swap), in turn</source>
        <translation>La partie n d&apos;un appariement part de l&apos;ouverture n (n/2 quand les couleurs changent), à tour de rôle</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Time limits</source>
        <translation>Limites de temps</translation>
    </message>
    <message>
        <source>None (sudden death)</source>
        <translation>Aucun (mort subite)</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>Byo-yomi</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>Canadien</translation>
    </message>
    <message>
        <source>Over time loses the game</source>
        <translation>Le dépassement du temps perd la partie</translation>
    </message>
    <message>
        <source>Unchecked: time is only recorded, the game goes on</source>
        <translation>Non coché : le temps est seulement enregistré, la partie continue</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>Temps principal :</translation>
    </message>
    <message>
        <source>Overtime:</source>
        <translation>Byo-yomi :</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Période :</translation>
    </message>
    <message>
        <source>Periods:</source>
        <translation>Périodes :</translation>
    </message>
    <message>
        <source>Moves per period:</source>
        <translation>Coups par période :</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Delete Node</source>
        <translation>&amp;Supprimer le nœud</translation>
    </message>
    <message>
        <source>&amp;Truncate</source>
        <translation>&amp;Tronquer</translation>
    </message>
    <message>
        <source>Truncate &amp;Children</source>
        <translation>Tronquer les &amp;enfants</translation>
    </message>
    <message>
        <source>&amp;Make Main Variation</source>
        <translation>En faire la variante &amp;principale</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noir</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blanc</translation>
    </message>
    <message>
        <source>&amp;Not Set</source>
        <translation>Non &amp;défini</translation>
    </message>
    <message>
        <source>&amp;Go to Node</source>
        <translation>A&amp;ller au nœud</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>Monter la &amp;variante</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>&amp;Descendre la variante</translation>
    </message>
    <message>
        <source>&amp;Good Move (!)</source>
        <translation>&amp;Bon coup (!)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>&amp;Très bon coup (!!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>&amp;Mauvais coup (?)</translation>
    </message>
    <message>
        <source>Ve&amp;ry Bad Move (??)</source>
        <translation>Très ma&amp;uvais coup (??)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>Coup &amp;intéressant (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>Coup &amp;douteux (?!)</translation>
    </message>
    <message>
        <source>Good &amp;for Black</source>
        <translation>Bon pour &amp;Noir</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>Bon pour B&amp;lanc</translation>
    </message>
    <message>
        <source>&amp;Even Position</source>
        <translation>Position &amp;équilibrée</translation>
    </message>
    <message>
        <source>&amp;Unclear Position</source>
        <translation>Position in&amp;certaine</translation>
    </message>
    <message>
        <source>Move Var&amp;iation Up</source>
        <translation>Monter la &amp;variante</translation>
    </message>
    <message>
        <source>&amp;Keep Only Position</source>
        <translation>&amp;Garder seulement la position</translation>
    </message>
    <message>
        <source>&amp;Player to Move</source>
        <translation>&amp;Joueur au trait</translation>
    </message>
    <message>
        <source>&amp;No Move Annotation</source>
        <translation>&amp;Pas d&apos;annotation de coup</translation>
    </message>
    <message>
        <source>No &amp;Position Annotation</source>
        <translation>Pas d&apos;annotation de p&amp;osition</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>Point c&amp;haud</translation>
    </message>
    <message>
        <source>No Hotspo&amp;t</source>
        <translation>Pas de point ch&amp;aud</translation>
    </message>
    <message>
        <source>Position Va&amp;lue…</source>
        <translation>&amp;Valeur de la position…</translation>
    </message>
    <message>
        <source>N&amp;o Position Value</source>
        <translation>Pas de valeu&amp;r de position</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>A&amp;nnoter</translation>
    </message>
    <message>
        <source>&amp;Game Info…</source>
        <translation>&amp;Informations sur la partie…</translation>
    </message>
    <message>
        <source>Position Value</source>
        <translation>Valeur de la position</translation>
    </message>
    <message>
        <source>Value (positive: good for Black):</source>
        <translation>Valeur (positive : bon pour Noir) :</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>I&amp;mprimer…</translation>
    </message>
    <message>
        <source>Copy Posi&amp;tion</source>
        <translation>Copier la posi&amp;tion</translation>
    </message>
    <message>
        <source>Copy S&amp;GF</source>
        <translation>Copier le S&amp;GF</translation>
    </message>
    <message>
        <source>Paste SG&amp;F as New Game</source>
        <translation>Co&amp;ller le SGF comme nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Compter les points</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Matches…</source>
        <translation>&amp;Matchs…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>&amp;Interrupt Engine</source>
        <translation>&amp;Interrompre le programme</translation>
    </message>
    <message>
        <source>Pause Engine &amp;Game</source>
        <translation>Pause de la partie entre pro&amp;grammes</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Aucun</translation>
    </message>
    <message>
        <source>&amp;{} s</source>
        <translation>&amp;{} s</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>&amp;Délai entre les coups des programmes</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>&amp;Détacher</translation>
    </message>
    <message>
        <source>&amp;Reattach</source>
        <translation>&amp;Rattacher</translation>
    </message>
    <message>
        <source>Attach {}</source>
        <translation>Attacher {}</translation>
    </message>
    <message>
        <source>Attach &amp;Program…</source>
        <translation>Attacher un &amp;programme…</translation>
    </message>
    <message>
        <source>&amp;Edit Programs…</source>
        <translation>&amp;Modifier les programmes…</translation>
    </message>
    <message>
        <source>Reatta&amp;ch Program</source>
        <translation>Rattacher &amp;le programme</translation>
    </message>
    <message>
        <source>Attach Program</source>
        <translation>Attacher un programme</translation>
    </message>
    <message>
        <source>Command line of a GTP engine:</source>
        <translation>Ligne de commande d&apos;un programme GTP :</translation>
    </message>
    <message>
        <source>&amp;Regression Tests…</source>
        <translation>Tests de &amp;régression…</translation>
    </message>
    <message>
        <source>&amp;Detach Ruler</source>
        <translation>&amp;Détacher l&apos;arbitre</translation>
    </message>
    <message>
        <source>Re&amp;attach Ruler</source>
        <translation>&amp;Rattacher l&apos;arbitre</translation>
    </message>
    <message>
        <source>Ruler &amp;Plays White</source>
        <translation>L&apos;arbitre &amp;joue Blanc</translation>
    </message>
    <message>
        <source>Play {}</source>
        <translation>Jouer à {}</translation>
    </message>
    <message>
        <source>Attach &amp;Ruler…</source>
        <translation>Attacher un &amp;arbitre…</translation>
    </message>
    <message>
        <source>&amp;Edit Rulers…</source>
        <translation>&amp;Modifier les arbitres…</translation>
    </message>
    <message>
        <source>Attach Ruler</source>
        <translation>Attacher un arbitre</translation>
    </message>
    <message>
        <source>Command line of a GTP ruler:</source>
        <translation>Ligne de commande d&apos;un arbitre GTP :</translation>
    </message>
    <message>
        <source>B&amp;oth</source>
        <translation>Les &amp;deux</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>&amp;Programme</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>Computer Pl&amp;ay</source>
        <translation>Coup de l&apos;&amp;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Beginning</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <source>Backward &amp;10</source>
        <translation>Reculer de &amp;10</translation>
    </message>
    <message>
        <source>Back&amp;ward</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <source>Forwar&amp;d 10</source>
        <translation>Avancer de 1&amp;0</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>Variante &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>Variante &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;More</source>
        <translation>&amp;Plus</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Computer Color</source>
        <translation>Co&amp;uleur de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>Candidate &amp;Labels</source>
        <translation>&amp;Étiquettes des candidats</translation>
    </message>
    <message>
        <source>Next &amp;Pane</source>
        <translation>&amp;Panneau suivant</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>Panneau préc&amp;édent</translation>
    </message>
    <message>
        <source>Add Label</source>
        <translation>Ajouter une étiquette</translation>
    </message>
    <message>
        <source>&amp;Play Here</source>
        <translation>&amp;Jouer ici</translation>
    </message>
    <message>
        <source>Board &amp;Tool</source>
        <translation>&amp;Outil du goban</translation>
    </message>
    <message>
        <source>Add &amp;Label…</source>
        <translation>Ajouter une &amp;étiquette…</translation>
    </message>
    <message>
        <source>&amp;Analyze Here</source>
        <translation>&amp;Analyser ici</translation>
    </message>
    <message>
        <source>&amp;Copy Vertex Name ({vertex})</source>
        <translation>&amp;Copier le nom du point ({vertex})</translation>
    </message>
    <message>
        <source>Copied {vertex}</source>
        <translation>{vertex} copié</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>Si&amp;gnets</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark…</source>
        <translation>&amp;Ajouter un signet…</translation>
    </message>
    <message>
        <source>&amp;Edit Bookmarks…</source>
        <translation>&amp;Modifier les signets…</translation>
    </message>
    <message>
        <source>C&amp;lock</source>
        <translation>Pe&amp;ndule</translation>
    </message>
    <message>
        <source>&amp;Halt</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Set &amp;Time Left…</source>
        <translation>Régler le &amp;temps restant…</translation>
    </message>
    <message>
        <source>Render Comments as &amp;Markdown</source>
        <translation>Afficher les commentaires en &amp;Markdown</translation>
    </message>
    <message>
        <source>&amp;Estimate Score</source>
        <translation>&amp;Estimer le score</translation>
    </message>
    <message>
        <source>Show who owns each point and the result, without an engine</source>
        <translation>Montre à qui appartient chaque point et le résultat, sans moteur</translation>
    </message>
    <message>
        <source>&amp;User Manual</source>
        <translation>&amp;Manuel d’utilisation</translation>
    </message>
    <message>
        <source>&amp;About gogui-py</source>
        <translation>À &amp;propos de gogui-py</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Position from &amp;Text…</source>
        <translation>Position depuis un &amp;texte…</translation>
    </message>
    <message>
        <source>SGF from &amp;Clipboard</source>
        <translation>SGF depuis le &amp;presse-papiers</translation>
    </message>
    <message>
        <source>Go to &amp;Variation…</source>
        <translation>Aller à la &amp;variante…</translation>
    </message>
    <message>
        <source>Find &amp;Next Comment</source>
        <translation>&amp;Commentaire suivant</translation>
    </message>
    <message>
        <source>Play Si&amp;ngle Move</source>
        <translation>Jouer un &amp;seul coup</translation>
    </message>
    <message>
        <source>Delete &amp;Side Variations</source>
        <translation>Supprimer &amp;les variantes secondaires</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>Retourner &amp;horizontalement</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>Retourner &amp;verticalement</translation>
    </message>
    <message>
        <source>Rotate &amp;Clockwise</source>
        <translation>Tourner dans le sens h&amp;oraire</translation>
    </message>
    <message>
        <source>Rotate C&amp;ounterclockwise</source>
        <translation>Tourner dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <source>Rotate &amp;180°</source>
        <translation>Tourner de &amp;180°</translation>
    </message>
    <message>
        <source>&amp;Transpose</source>
        <translation>&amp;Transposer</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>flipped horizontally</source>
        <translation>retourné horizontalement</translation>
    </message>
    <message>
        <source>flipped vertically</source>
        <translation>retourné verticalement</translation>
    </message>
    <message>
        <source>rotated clockwise</source>
        <translation>tourné dans le sens horaire</translation>
    </message>
    <message>
        <source>rotated counterclockwise</source>
        <translation>tourné dans le sens antihoraire</translation>
    </message>
    <message>
        <source>rotated 180°</source>
        <translation>tourné de 180°</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>transposé</translation>
    </message>
    <message>
        <source>transposed on the other diagonal</source>
        <translation>transposé sur l’autre diagonale</translation>
    </message>
    <message>
        <source>Board &amp;Orientation</source>
        <translation>&amp;Orientation du goban</translation>
    </message>
    <message>
        <source>&amp;Reset Orientation</source>
        <translation>&amp;Réinitialiser l’orientation</translation>
    </message>
    <message>
        <source>This board cannot be shown that way</source>
        <translation>Ce goban ne peut pas être montré ainsi</translation>
    </message>
    <message>
        <source>Board orientation: {name}</source>
        <translation>Orientation du goban : {name}</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>No Recent Files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vider le menu</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Suivre le &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>&amp;Hide Subtree</source>
        <translation>&amp;Masquer le sous-arbre</translation>
    </message>
    <message>
        <source>&amp;Show Subtree</source>
        <translation>A&amp;fficher le sous-arbre</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>Tout &amp;afficher</translation>
    </message>
    <message>
        <source>Node &amp;Info…</source>
        <translation>&amp;Infos du nœud…</translation>
    </message>
    <message>
        <source>Su&amp;btree Statistics…</source>
        <translation>Statisti&amp;ques du sous-arbre…</translation>
    </message>
    <message>
        <source>Scro&amp;ll to Current</source>
        <translation>Défiler jusqu’au nœud &amp;courant</translation>
    </message>
    <message>
        <source>&amp;Analyze Commands</source>
        <translation>&amp;Commandes d&apos;analyse</translation>
    </message>
    <message>
        <source>A&amp;nalysis (lz-/kata-analyze)</source>
        <translation>&amp;Analyse (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>&amp;Win Rate Graph</source>
        <translation>Grap&amp;hique du taux de victoire</translation>
    </message>
    <message>
        <source>Show &amp;Ownership</source>
        <translation>Afficher la p&amp;ossession</translation>
    </message>
    <message>
        <source>&amp;Win Rate</source>
        <translation>&amp;Taux de victoire</translation>
    </message>
    <message>
        <source>&amp;Score Lead</source>
        <translation>&amp;Avance au score</translation>
    </message>
    <message>
        <source>&amp;Loss Against Best</source>
        <translation>&amp;Perte par rapport au meilleur</translation>
    </message>
    <message>
        <source>Analysis &amp;Settings…</source>
        <translation>Réglage&amp;s de l&apos;analyse…</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>Analyser la par&amp;tie</translation>
    </message>
    <message>
        <source>S&amp;top Analyze Game</source>
        <translation>Arrêt&amp;er l&apos;analyse de la partie</translation>
    </message>
    <message>
        <source>Write Anal&amp;ysis to Record…</source>
        <translation>Écr&amp;ire l&apos;analyse dans la partie…</translation>
    </message>
    <message>
        <source>Snaps&amp;hot Parameters</source>
        <translation>I&amp;nstantané des paramètres</translation>
    </message>
    <message>
        <source>Restore Para&amp;meters</source>
        <translation>Resta&amp;urer les paramètres</translation>
    </message>
    <message>
        <source>Sa&amp;ve Parameters…</source>
        <translation>Enre&amp;gistrer les paramètres…</translation>
    </message>
    <message>
        <source>Reattach W&amp;ith Parameters</source>
        <translation>Rattacher a&amp;vec les paramètres</translation>
    </message>
    <message>
        <source>&amp;No Variations</source>
        <translation>Pas de &amp;variantes</translation>
    </message>
    <message>
        <source>Variations as &amp;Ghost Stones</source>
        <translation>Variantes en pierres &amp;fantômes</translation>
    </message>
    <message>
        <source>Variations as &amp;Letters</source>
        <translation>Variantes en &amp;lettres</translation>
    </message>
    <message>
        <source>No Move N&amp;umbers</source>
        <translation>Pas de &amp;numéros de coups</translation>
    </message>
    <message>
        <source>Last &amp;10 Moves</source>
        <translation>&amp;10 derniers coups</translation>
    </message>
    <message>
        <source>&amp;All Moves</source>
        <translation>&amp;Tous les coups</translation>
    </message>
    <message>
        <source>Ne&amp;xt Earlier Variation</source>
        <translation>Variante antérieure s&amp;uivante</translation>
    </message>
    <message>
        <source>P&amp;revious Earlier Variation</source>
        <translation>Variante antérieure pré&amp;cédente</translation>
    </message>
    <message>
        <source>B&amp;ack to Main Line</source>
        <translation>Retour à la &amp;ligne principale</translation>
    </message>
    <message>
        <source>Go to &amp;Move…</source>
        <translation>Aller au c&amp;oup…</translation>
    </message>
    <message>
        <source>F&amp;ind in Comments…</source>
        <translation>C&amp;hercher dans les commentaires…</translation>
    </message>
    <message>
        <source>Find Nex&amp;t</source>
        <translation>Chercher le suiva&amp;nt</translation>
    </message>
    <message>
        <source>Find Previo&amp;us</source>
        <translation>Chercher le préc&amp;édent</translation>
    </message>
    <message>
        <source>Select &amp;Game of Collection…</source>
        <translation>Choisir une &amp;partie de la collection…</translation>
    </message>
    <message>
        <source>Reopen with &amp;Encoding…</source>
        <translation>Rouvrir avec l&apos;&amp;encodage…</translation>
    </message>
    <message>
        <source>Show &amp;Repairs Made on Reading…</source>
        <translation>Afficher les &amp;réparations faites à la lecture…</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordonnées</translation>
    </message>
    <message>
        <source>Sho&amp;w Last Move</source>
        <translation>Afficher le de&amp;rnier coup</translation>
    </message>
    <message>
        <source>Game &amp;Tree</source>
        <translation>&amp;Arbre de jeu</translation>
    </message>
    <message>
        <source>GTP &amp;Shell</source>
        <translation>Con&amp;sole GTP</translation>
    </message>
    <message>
        <source>Comm&amp;ent Panel</source>
        <translation>Panneau de commenta&amp;ire</translation>
    </message>
    <message>
        <source>The comment, programs, players, captures and clocks</source>
        <translation>Le commentaire, les programmes, les joueurs, les prises et les pendules</translation>
    </message>
    <message>
        <source>Tool Ba&amp;rs</source>
        <translation>&amp;Barres d’outils</translation>
    </message>
    <message>
        <source>Reset Window La&amp;yout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Go to Variation</source>
        <translation>Aller à la variante</translation>
    </message>
    <message>
        <source>Variation (branch numbers from the root, e.g. 2.1;
empty: the main line):</source>
        <translation>Variante (numéros de branche depuis la racine, par ex. 2.1 ;
vide : la ligne principale) :</translation>
    </message>
    <message>
        <source>No variation {} in this game</source>
        <translation>Pas de variante {} dans cette partie</translation>
    </message>
    <message>
        <source>No more comments: continued from the start</source>
        <translation>Plus de commentaires : reprise depuis le début</translation>
    </message>
    <message>
        <source>No other node has a comment</source>
        <translation>Aucun autre nœud n&apos;a de commentaire</translation>
    </message>
    <message>
        <source>Delete Side Variations</source>
        <translation>Supprimer les variantes secondaires</translation>
    </message>
    <message>
        <source>All variations but the one through the current position will be deleted.
Edit &gt; Undo brings them back.</source>
        <translation>Toutes les variantes sauf celle qui passe par la position courante seront supprimées.
Édition &gt; Annuler les rétablit.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Fixed points</source>
        <translation>Points fixes</translation>
    </message>
    <message>
        <source>Chosen by the engine</source>
        <translation>Choisis par le programme</translation>
    </message>
    <message>
        <source>Placed by me</source>
        <translation>Placés par moi</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Pas de limite de temps</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolu</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>Byo-yomi</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>Canadien</translation>
    </message>
    <message>
        <source>Area scoring (Chinese)</source>
        <translation>Décompte par surface (chinois)</translation>
    </message>
    <message>
        <source>Territory scoring (Japanese)</source>
        <translation>Décompte par territoire (japonais)</translation>
    </message>
    <message>
        <source>New {} Game</source>
        <translation>Nouvelle partie de {}</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Board size:</source>
        <translation>Taille du goban :</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>Komi :</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Handicap:</source>
        <translation>Handicap :</translation>
    </message>
    <message>
        <source>Handicap stones:</source>
        <translation>Pierres de handicap :</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps :</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Noir :</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blanc :</translation>
    </message>
    <message>
        <source>Over {0}x{0}: GTP engines cannot play this size (record and edit only).</source>
        <translation>Au-delà de {0}x{0} : les moteurs GTP ne peuvent pas jouer cette taille (enregistrement et édition seulement).</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>byo-yomi periods, or moves per Canadian period</source>
        <translation>périodes de byo-yomi, ou coups par période canadienne</translation>
    </message>
</context>
<context>
    <name>Play</name>
    <message>
        <source>{0} resigns: {1}</source>
        <translation>{0} abandonne : {1}</translation>
    </message>
    <message>
        <source>{}
Terminate it? The game record is kept; you can attach it again.</source>
        <translation>{}
L&apos;arrêter ? La partie est gardée ; vous pourrez le rattacher.</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <source>No engine command is running</source>
        <translation>Aucune commande de moteur n’est en cours</translation>
    </message>
    <message>
        <source>Interrupting {}…</source>
        <translation>Interruption de {}…</translation>
    </message>
    <message>
        <source>{} cannot be interrupted (no gogui-interrupt): wait for its answer</source>
        <translation>{} ne peut pas être interrompu (pas de gogui-interrupt) : attendez sa réponse</translation>
    </message>
    <message>
        <source>{} cannot be interrupted.</source>
        <translation>{} ne peut pas être interrompu.</translation>
    </message>
    <message>
        <source>{} did not stop thinking.</source>
        <translation>{} n&apos;a pas arrêté de réfléchir.</translation>
    </message>
    <message>
        <source>{0} placed {1} handicap stones</source>
        <translation>{0} a placé {1} pierres de handicap</translation>
    </message>
    <message>
        <source>The engine did not place the handicap: {}</source>
        <translation>Le moteur n&apos;a pas placé le handicap : {}</translation>
    </message>
    <message>
        <source>{} detached while thinking: no move was played</source>
        <translation>{} détaché pendant sa réflexion : aucun coup joué</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>L&apos;ordinateur réfléchit</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>Moteur non informé : {}</translation>
    </message>
    <message>
        <source>{0} refused the move: {1}</source>
        <translation>{0} a refusé le coup : {1}</translation>
    </message>
    <message>
        <source>{0} was not told of the move: {1}</source>
        <translation>{0} n&apos;a pas été informé du coup : {1}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>Aucun moteur attaché</translation>
    </message>
    <message>
        <source>{} is thinking…</source>
        <translation>{} réfléchit…</translation>
    </message>
    <message>
        <source>{0} played an illegal move ({1}); it no longer plays a colour</source>
        <translation>{0} a joué un coup illégal ({1}) ; il ne joue plus aucune couleur</translation>
    </message>
    <message>
        <source>{0} played {1}{2}</source>
        <translation>{0} a joué {1}{2}</translation>
    </message>
    <message>
        <source>counted by gogui-py, no stones removed</source>
        <translation>compté par gogui-py, aucune pierre retirée</translation>
    </message>
    <message>
        <source>final_score of {}</source>
        <translation>final_score de {}</translation>
    </message>
    <message>
        <source>counted by gogui-py</source>
        <translation>compté par gogui-py</translation>
    </message>
    <message>
        <source>counted by gogui-py ({})</source>
        <translation>compté par gogui-py ({})</translation>
    </message>
    <message>
        <source>Game over: {0} ({1})</source>
        <translation>Partie terminée : {0} ({1})</translation>
    </message>
    <message>
        <source>{0} answered “{1}” with something that is not a move:</source>
        <translation>{0} a répondu à « {1} » par autre chose qu’un coup :</translation>
    </message>
    <message>
        <source>{0} answered {1} with no move</source>
        <translation>{0} n’a répondu à {1} par aucun coup</translation>
    </message>
    <message>
        <source>Engine Refused to Move</source>
        <translation>Le moteur refuse de jouer</translation>
    </message>
    <message>
        <source>{0} refused to play: {1}</source>
        <translation>{0} refuse de jouer : {1}</translation>
    </message>
    <message>
        <source>It no longer plays a colour: it is your turn. The game record is intact; Game &gt; Computer Color lets it play again.</source>
        <translation>Il ne joue plus aucune couleur : c’est à vous de jouer. La partie est intacte ; Jeu &gt; Couleur de l’ordinateur le fait rejouer.</translation>
    </message>
    <message>
        <source>{0}; it no longer plays a colour</source>
        <translation>{0} ; il ne joue plus aucune couleur</translation>
    </message>
    <message>
        <source>No move was played; the game record is intact.</source>
        <translation>Aucun coup n’a été joué ; la partie est intacte.</translation>
    </message>
    <message>
        <source>Invalid Response from Engine</source>
        <translation>Réponse invalide du moteur</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Wood texture</source>
        <translation>Texture bois</translation>
    </message>
    <message>
        <source>Plain colour</source>
        <translation>Couleur unie</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Slate (for the dark theme)</source>
        <translation>Ardoise (pour le thème sombre)</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Restore &amp;Defaults…</source>
        <translation>Rétablir les &amp;valeurs par défaut…</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Goban</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;hème :</translation>
    </message>
    <message>
        <source>Board &amp;look:</source>
        <translation>&amp;Aspect du goban :</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <source>Mark the las&amp;t move</source>
        <translation>Marquer le &amp;dernier coup</translation>
    </message>
    <message>
        <source>Move &amp;numbers:</source>
        <translation>&amp;Numéros de coups :</translation>
    </message>
    <message>
        <source>&amp;Variations:</source>
        <translation>&amp;Variantes :</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>First in the program list</source>
        <translation>Premier de la liste des programmes</translation>
    </message>
    <message>
        <source>No engine</source>
        <translation>Aucun programme</translation>
    </message>
    <message>
        <source>The engine a new window attaches (Engine &gt; Edit Programs…)</source>
        <translation>Le programme qu&apos;attache une nouvelle fenêtre (Programme &gt; Modifier les programmes…)</translation>
    </message>
    <message>
        <source>Default &amp;engine:</source>
        <translation>Programme par &amp;défaut :</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sons</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves and captures</source>
        <translation>Jouer des &amp;sons pour les coups et les captures</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>Confirmations</translation>
    </message>
    <message>
        <source>Ask before discarding unsaved changes (always)</source>
        <translation>Demander avant d&apos;abandonner les modifications non enregistrées (toujours)</translation>
    </message>
    <message>
        <source>Language (changes at the next start)</source>
        <translation>Langue (change au prochain démarrage)</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;gue :</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>Restore every preference of this dialog to its default?</source>
        <translation>Rétablir toutes les préférences de ce dialogue à leur valeur par défaut ?</translation>
    </message>
    <message>
        <source>Ask before saving over a &amp;repaired or re-encoded file</source>
        <translation>Demander avant d&apos;écraser un fichier &amp;réparé ou réencodé</translation>
    </message>
    <message>
        <source>Ask before stopping a running m&amp;atch</source>
        <translation>Demander avant d&apos;arrêter un m&amp;atch en cours</translation>
    </message>
    <message>
        <source>No sound: {}</source>
        <translation>Pas de son : {}</translation>
    </message>
</context>
<context>
    <name>Programs</name>
    <message>
        <source>{0} refused {1}</source>
        <translation>{0} a refusé {1}</translation>
    </message>
    <message>
        <source>{0} is not at the displayed position: {1}</source>
        <translation>{0} n’est pas sur la position affichée : {1}</translation>
    </message>
    <message>
        <source>Position: move {0} of {1}x{2}</source>
        <translation>Position : coup {0} sur {1}x{2}</translation>
    </message>
    <message>
        <source>Position: start of {0}x{1}</source>
        <translation>Position : début sur {0}x{1}</translation>
    </message>
    <message>
        <source>the displayed position cannot be sent to it</source>
        <translation>la position affichée ne peut pas lui être envoyée</translation>
    </message>
    <message>
        <source>Position not set: {}</source>
        <translation>Position non définie : {}</translation>
    </message>
    <message>
        <source>Enter the command line that starts the program.</source>
        <translation>Tapez la ligne de commande qui lance le programme.</translation>
    </message>
    <message>
        <source>The command line does not parse: {}.</source>
        <translation>La ligne de commande ne s&apos;analyse pas : {}.</translation>
    </message>
    <message>
        <source>Connects to {}</source>
        <translation>Se connecte à {}</translation>
    </message>
    <message>
        <source>The working directory {} does not exist.</source>
        <translation>Le répertoire de travail {} n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Runs {}</source>
        <translation>Lance {}</translation>
    </message>
    <message>
        <source>in the working directory</source>
        <translation>dans le répertoire de travail</translation>
    </message>
    <message>
        <source>in the current folder</source>
        <translation>dans le dossier courant</translation>
    </message>
    <message>
        <source>{0} is not found {1}.</source>
        <translation>{0} est introuvable {1}.</translation>
    </message>
    <message>
        <source>{0} is not on PATH but is in the working directory: write ./{1}</source>
        <translation>{0} n&apos;est pas dans le PATH mais est dans le répertoire de travail : écrivez ./{1}</translation>
    </message>
    <message>
        <source>{} is not found on PATH.</source>
        <translation>{} est introuvable dans le PATH.</translation>
    </message>
    <message>
        <source>New Engine</source>
        <translation>Nouveau moteur</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>Modifier le moteur</translation>
    </message>
    <message>
        <source>New Ruler</source>
        <translation>Nouvel arbitre</translation>
    </message>
    <message>
        <source>Edit Ruler</source>
        <translation>Modifier l&apos;arbitre</translation>
    </message>
    <message>
        <source>e.g. gnugo --mode gtp or &quot;/opt/my engine/run&quot; -v</source>
        <translation>par ex. gnugo --mode gtp ou &quot;/opt/my engine/run&quot; -v</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose the program&apos;s executable file</source>
        <translation>Choisir le fichier exécutable du programme</translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation>le dossier courant</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose the folder the program runs in</source>
        <translation>Choisir le dossier où tourne le programme</translation>
    </message>
    <message>
        <source>not known until attached</source>
        <translation>inconnu avant d&apos;être attaché</translation>
    </message>
    <message>
        <source>Restore Default Command</source>
        <translation>Rétablir la commande par défaut</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Libellé :</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Commande :</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>&amp;Répertoire de travail :</translation>
    </message>
    <message>
        <source>Program:</source>
        <translation>Programme :</translation>
    </message>
    <message>
        <source>Built-in entry: the program is kept up to date when the settings are loaded; the label, folder and arguments are yours.</source>
        <translation>Entrée intégrée : le programme est tenu à jour au chargement des réglages ; le libellé, le dossier et les arguments sont à vous.</translation>
    </message>
    <message>
        <source>Choose the Program</source>
        <translation>Choisir le programme</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>Choisir le répertoire de travail</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>Rulers</source>
        <translation>Arbitres</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>M&amp;onter</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Engine did not start</source>
        <translation>Le moteur n&apos;a pas démarré</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>Impossible de démarrer {0} : {1}</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Moteur arrêté</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the engine again from the Engine menu to go on.</source>
        <translation>{0} : {1}.
La partie est intacte ; rattachez le moteur depuis le menu Programme pour continuer.</translation>
    </message>
    <message>
        <source>Starting {}…</source>
        <translation>Démarrage de {}…</translation>
    </message>
    <message>
        <source>No program attached</source>
        <translation>Aucun programme attaché</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the ruler&apos;s position: it is set back to the game</source>
        <translation>« {} » a changé la position de l&apos;arbitre : elle est remise sur celle de la partie</translation>
    </message>
    <message>
        <source>&apos;{}&apos; changed the engine&apos;s position: it is set back to the game</source>
        <translation>« {} » a changé la position du moteur : elle est remise sur celle de la partie</translation>
    </message>
    <message>
        <source>Position: changed by a typed command</source>
        <translation>Position : changée par une commande tapée</translation>
    </message>
    <message>
        <source>{0} plays {1} (click to change)</source>
        <translation>{0} joue {1} (cliquer pour changer)</translation>
    </message>
    <message>
        <source>{0} does not play {1} (click to change)</source>
        <translation>{0} ne joue pas {1} (cliquer pour changer)</translation>
    </message>
    <message>
        <source>{} analyses (click to change)</source>
        <translation>{} analyse (cliquer pour changer)</translation>
    </message>
    <message>
        <source>{} does not analyse (click to change)</source>
        <translation>{} n&apos;analyse pas (cliquer pour changer)</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>Suicide is not allowed</source>
        <translation>Le suicide n&apos;est pas autorisé</translation>
    </message>
    <message>
        <source>Ko: retake not allowed yet</source>
        <translation>Ko : reprise pas encore permise</translation>
    </message>
    <message>
        <source>Point {} is occupied</source>
        <translation>Le point {} est occupé</translation>
    </message>
    <message>
        <source>Point ({0}, {1}) is off the {2}x{3} board</source>
        <translation>Le point ({0}, {1}) est hors du goban {2}x{3}</translation>
    </message>
    <message>
        <source>converted from {0}; Save writes a new SGF file</source>
        <translation>converti depuis {0} ; Enregistrer écrit un nouveau fichier SGF</translation>
    </message>
    <message>
        <source>{} games in file, showing the first</source>
        <translation>{} parties dans le fichier, la première est affichée</translation>
    </message>
    <message>
        <source>{} problem repaired</source>
        <translation>{} problème réparé</translation>
    </message>
    <message>
        <source>{} problems repaired</source>
        <translation>{} problèmes réparés</translation>
    </message>
    <message>
        <source>{}: played with a ruler</source>
        <translation>{} : joué avec un arbitre</translation>
    </message>
    <message>
        <source>Opened {}</source>
        <translation>{} ouvert</translation>
    </message>
    <message>
        <source>Saved {}</source>
        <translation>{} enregistré</translation>
    </message>
    <message>
        <source>Saved {0} (UTF-8; read as {1})</source>
        <translation>{0} enregistré (UTF-8 ; lu en {1})</translation>
    </message>
    <message>
        <source>Handicap stones go on an empty game only</source>
        <translation>Les pierres de handicap ne vont que sur une partie vide</translation>
    </message>
    <message>
        <source>Game {0} of {1}</source>
        <translation>Partie {0} sur {1}</translation>
    </message>
    <message>
        <source>File &gt; More &gt; Reopen with Encoding to change</source>
        <translation>Fichier &gt; Plus &gt; Rouvrir avec l’encodage pour la changer</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore Unsaved Games</source>
        <translation>Restaurer les parties non enregistrées</translation>
    </message>
    <message>
        <source>gogui-py ended without saving this game. Restore it?</source>
        <translation>gogui-py s&apos;est arrêté sans enregistrer cette partie. La restaurer ?</translation>
    </message>
    <message>
        <source>gogui-py ended without saving these {} games. Restore the checked ones?</source>
        <translation>gogui-py s&apos;est arrêté sans enregistrer ces {} parties. Restaurer celles qui sont cochées ?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Jeter</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>{}: no unsaved game to restore there</source>
        <translation>{} : aucune partie non enregistrée à restaurer ici</translation>
    </message>
    <message>
        <source>Cannot restore {0}: {1}</source>
        <translation>Impossible de restaurer {0} : {1}</translation>
    </message>
    <message>
        <source> — paused: Game &gt; Pause (F6) goes on</source>
        <translation> — en pause : Jeu &gt; Pause (F6) reprend</translation>
    </message>
    <message>
        <source>clock halted: Game &gt; Clock &gt; Resume</source>
        <translation>pendule arrêtée : Jeu &gt; Pendule &gt; Reprendre</translation>
    </message>
    <message>
        <source>Restored {0} ({1} moves){2}</source>
        <translation>{0} restauré ({1} coups){2}</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: {}</source>
        <translation>Impossible d&apos;écrire le fichier de récupération : {}</translation>
    </message>
</context>
<context>
    <name>Regress</name>
    <message>
        <source>{} sets up no position from a record (no loadsgf)</source>
        <translation>{} ne met en place aucune position depuis une partie (pas de loadsgf)</translation>
    </message>
    <message>
        <source>The engine is thinking; show the test when it has moved</source>
        <translation>Le moteur réfléchit ; affichez le test quand il aura joué</translation>
    </message>
    <message>
        <source>{0}: {1} not opened</source>
        <translation>{0} : {1} non ouvert</translation>
    </message>
    <message>
        <source> · not shown: {}</source>
        <translation> · non affiché : {}</translation>
    </message>
    <message>
        <source> before move {}</source>
        <translation> avant le coup {}</translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation>pas encore lancé</translation>
    </message>
    <message>
        <source>error: {}</source>
        <translation>erreur : {}</translation>
    </message>
    <message>
        <source>engine answered {}</source>
        <translation>le moteur a répondu {}</translation>
    </message>
    <message>
        <source>command line of a GTP engine</source>
        <translation>ligne de commande d&apos;un moteur GTP</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Commande :</translation>
    </message>
    <message>
        <source>Other command</source>
        <translation>Autre commande</translation>
    </message>
    <message>
        <source>none run</source>
        <translation>aucun lancé</translation>
    </message>
    <message>
        <source>{0} test: {1}</source>
        <translation>{0} test : {1}</translation>
    </message>
    <message>
        <source>{0} tests: {1}</source>
        <translation>{0} tests : {1}</translation>
    </message>
    <message>
        <source>{} not run</source>
        <translation>{} non lancés</translation>
    </message>
    <message>
        <source>no test run</source>
        <translation>aucun test lancé</translation>
    </message>
    <message>
        <source> · engine restarted {}x</source>
        <translation> · moteur redémarré {} fois</translation>
    </message>
    <message>
        <source> · {} problem</source>
        <translation> · {} problème</translation>
    </message>
    <message>
        <source> · {} problems</source>
        <translation> · {} problèmes</translation>
    </message>
    <message>
        <source>Regression Tests — gogui-py</source>
        <translation>Tests de régression — gogui-py</translation>
    </message>
    <message>
        <source>Add .tst files, choose the engine, then Run</source>
        <translation>Ajoutez des fichiers .tst, choisissez le moteur, puis Lancer</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>Régression</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>&amp;Ajouter des fichiers…</translation>
    </message>
    <message>
        <source>&amp;Remove Files</source>
        <translation>&amp;Retirer les fichiers</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>R&amp;erun Test</source>
        <translation>Relancer le &amp;test</translation>
    </message>
    <message>
        <source>&amp;Show on Board</source>
        <translation>Montrer sur le &amp;goban</translation>
    </message>
    <message>
        <source>Longest wait for one answer; then the test is an error</source>
        <translation>Attente maximale d&apos;une réponse ; au-delà, le test est une erreur</translation>
    </message>
    <message>
        <source>Engine processes at once (they share the files&apos; positions)</source>
        <translation>Processus de moteur simultanés (ils partagent les positions des fichiers)</translation>
    </message>
    <message>
        <source> Timeout: </source>
        <translation> Délai : </translation>
    </message>
    <message>
        <source>  Engines: </source>
        <translation>  Moteurs : </translation>
    </message>
    <message>
        <source>Select a test to see its command, answer and GTP log</source>
        <translation>Choisissez un test pour voir sa commande, sa réponse et le journal GTP</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Test files:</source>
        <translation>Fichiers de test :</translation>
    </message>
    <message>
        <source>Add Regression Test Files</source>
        <translation>Ajouter des fichiers de tests de régression</translation>
    </message>
    <message>
        <source>GTP test files (*.tst);;All (*)</source>
        <translation>Fichiers de test GTP (*.tst);;Tous (*)</translation>
    </message>
    <message>
        <source>Add .tst files first</source>
        <translation>Ajoutez d&apos;abord des fichiers .tst</translation>
    </message>
    <message>
        <source>Reading the test files…</source>
        <translation>Lecture des fichiers de test…</translation>
    </message>
    <message>
        <source>Rerunning {}…</source>
        <translation>Relance de {}…</translation>
    </message>
    <message>
        <source>Engine command: {}</source>
        <translation>Commande du moteur : {}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>{}: unreadable</source>
        <translation>{} : illisible</translation>
    </message>
    <message>
        <source>The run failed: {}</source>
        <translation>L&apos;exécution a échoué : {}</translation>
    </message>
    <message>
        <source>Show on Board</source>
        <translation>Montrer sur le goban</translation>
    </message>
    <message>
        <source>Rerun Test</source>
        <translation>Relancer le test</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non lancé</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Unexpected</source>
        <translation>Inattendus</translation>
    </message>
    <message>
        <source>Known failure</source>
        <translation>Échec connu</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}, ligne {line}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{0} plays Go only: attach an engine for {1} (Engine menu) and choose its colour in the Game menu</source>
        <translation>{0} ne joue qu&apos;au go : attachez un moteur pour {1} (menu Programme) et choisissez sa couleur dans le menu Jeu</translation>
    </message>
    <message>
        <source>The record is a game of {0}: a new game of {1} starts</source>
        <translation>La partie est une partie de {0} : une nouvelle partie de {1} commence</translation>
    </message>
    <message>
        <source>The open game is kept; start a new game to play {}</source>
        <translation>La partie ouverte est gardée ; commencez une nouvelle partie pour jouer à {}</translation>
    </message>
    <message>
        <source>The ruler plays {0} on {1}, the record on {2}</source>
        <translation>L&apos;arbitre joue {0} sur {1}, la partie est sur {2}</translation>
    </message>
    <message>
        <source>{0} is played on {1}</source>
        <translation>{0} se joue sur {1}</translation>
    </message>
    <message>
        <source>No ruler for {} in Game &gt; Rules: attach one to see the positions</source>
        <translation>Pas d&apos;arbitre pour {} dans Jeu &gt; Règles : attachez-en un pour voir les positions</translation>
    </message>
    <message>
        <source>Attaching the {0} ruler for {1}</source>
        <translation>Attachement de l&apos;arbitre {0} pour {1}</translation>
    </message>
    <message>
        <source>Warning: the engine plays {0}, the ruler {1}</source>
        <translation>Attention : le moteur joue {0}, l&apos;arbitre {1}</translation>
    </message>
    <message>
        <source>Waiting for the ruler…</source>
        <translation>En attente de l&apos;arbitre…</translation>
    </message>
    <message>
        <source>The game is over: {}</source>
        <translation>La partie est terminée : {}</translation>
    </message>
    <message>
        <source>It is {}&apos;s turn, played by the computer</source>
        <translation>C&apos;est au tour de {}, joué par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>{} may not pass now</source>
        <translation>{} ne peut pas passer maintenant</translation>
    </message>
    <message>
        <source>{0} is not a legal move for {1}</source>
        <translation>{0} n&apos;est pas un coup légal pour {1}</translation>
    </message>
    <message>
        <source>the ruler refused it: {}</source>
        <translation>l&apos;arbitre l&apos;a refusé : {}</translation>
    </message>
    <message>
        <source>The ruler refused {0}: {1}</source>
        <translation>L&apos;arbitre a refusé {0} : {1}</translation>
    </message>
    <message>
        <source>Engine not told: {}</source>
        <translation>Moteur non informé : {}</translation>
    </message>
    <message>
        <source>No engine attached</source>
        <translation>Aucun moteur attaché</translation>
    </message>
    <message>
        <source>{} has no move and passes</source>
        <translation>{} n&apos;a pas de coup et passe</translation>
    </message>
    <message>
        <source>{} is not a legal move</source>
        <translation>{} n&apos;est pas un coup légal</translation>
    </message>
    <message>
        <source>{0} played an illegal move for {1} ({2}): it forfeits, {3}</source>
        <translation>{0} a joué un coup illégal pour {1} ({2}) : perdu par forfait, {3}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>Game over: {}</source>
        <translation>Partie terminée : {}</translation>
    </message>
    <message>
        <source>Starting ruler {}…</source>
        <translation>Démarrage de l&apos;arbitre {}…</translation>
    </message>
    <message>
        <source>The ruler</source>
        <translation>L&apos;arbitre</translation>
    </message>
    <message>
        <source>Ruler not answering</source>
        <translation>L&apos;arbitre ne répond pas</translation>
    </message>
    <message>
        <source>{0}: {1}.
It was detached; the game record is intact. Attach it again from Game &gt; Rules to go on.</source>
        <translation>{0} : {1}.
Il a été détaché ; la partie est intacte. Rattachez-le depuis Jeu &gt; Règles pour continuer.</translation>
    </message>
    <message>
        <source>Ruler error</source>
        <translation>Erreur de l&apos;arbitre</translation>
    </message>
    <message>
        <source>{0} gave an answer that makes no sense: {1}.
The game record is intact.</source>
        <translation>{0} a donné une réponse qui n&apos;a pas de sens : {1}.
La partie est intacte.</translation>
    </message>
    <message>
        <source>Ruler {0} {1} attached: {2}</source>
        <translation>Arbitre {0} {1} attaché : {2}</translation>
    </message>
    <message>
        <source>Not a ruler</source>
        <translation>Pas un arbitre</translation>
    </message>
    <message>
        <source>the ruler</source>
        <translation>l&apos;arbitre</translation>
    </message>
    <message>
        <source>Ruler did not start</source>
        <translation>L&apos;arbitre n&apos;a pas démarré</translation>
    </message>
    <message>
        <source>Could not start {0}: {1}</source>
        <translation>Impossible de démarrer {0} : {1}</translation>
    </message>
    <message>
        <source>Ruler stopped</source>
        <translation>Arbitre arrêté</translation>
    </message>
    <message>
        <source>{0}: {1}.
The game record is intact; attach the ruler again from Game &gt; Rules to go on.</source>
        <translation>{0} : {1}.
La partie est intacte ; rattachez l&apos;arbitre depuis Jeu &gt; Règles pour continuer.</translation>
    </message>
    <message>
        <source>The ruler did not start a new game: {}</source>
        <translation>L&apos;arbitre n&apos;a pas commencé de nouvelle partie : {}</translation>
    </message>
    <message>
        <source>The ruler refused the position: {}</source>
        <translation>L&apos;arbitre a refusé la position : {}</translation>
    </message>
    <message>
        <source>no ruler attached</source>
        <translation>aucun arbitre attaché</translation>
    </message>
    <message>
        <source>{}: asking the ruler…</source>
        <translation>{} : question à l&apos;arbitre…</translation>
    </message>
    <message>
        <source> (must pass)</source>
        <translation> (doit passer)</translation>
    </message>
    <message>
        <source>{0} to move{1}</source>
        <translation>Au tour de {0}{1}</translation>
    </message>
    <message>
        <source>captured: Black {0}, White {1}</source>
        <translation>prisonniers : Noir {0}, Blanc {1}</translation>
    </message>
    <message>
        <source>{} to move</source>
        <translation>{} au trait</translation>
    </message>
    <message>
        <source>the board as the ruler reported it {} moves earlier</source>
        <translation>le plateau tel que l’arbitre l’a donné {} coups plus tôt</translation>
    </message>
    <message>
        <source>position not known</source>
        <translation>position inconnue</translation>
    </message>
    <message>
        <source>no ruler: attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>pas d’arbitre : attachez l’arbitre {} pour jouer (Partie &gt; Règles)</translation>
    </message>
    <message>
        <source>Attach the {} ruler to play (Game &gt; Rules)</source>
        <translation>Attachez l’arbitre {} pour jouer (Partie &gt; Règles)</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>does not know final_status_list: no dead stones proposed</source>
        <translation>ne connaît pas final_status_list : aucune pierre morte proposée</translation>
    </message>
    <message>
        <source>does not know final_score</source>
        <translation>ne connaît pas final_score</translation>
    </message>
    <message>
        <source>final_status_list failed: {}</source>
        <translation>échec de final_status_list : {}</translation>
    </message>
    <message>
        <source>final_status_list: bad answer ({})</source>
        <translation>final_status_list : réponse incorrecte ({})</translation>
    </message>
    <message>
        <source>final_score failed: {}</source>
        <translation>échec de final_score : {}</translation>
    </message>
    <message>
        <source>{} is not running: no proposal</source>
        <translation>{} ne tourne pas : pas de proposition</translation>
    </message>
    <message>
        <source>{0} not asked: {1}</source>
        <translation>{0} non interrogé : {1}</translation>
    </message>
    <message>
        <source>{0}: {1}; no proposal</source>
        <translation>{0} : {1} ; pas de proposition</translation>
    </message>
    <message>
        <source>{}&apos;s dead stones arrived after your marking: not applied</source>
        <translation>Les pierres mortes de {} sont arrivées après votre marquage : non appliquées</translation>
    </message>
    <message>
        <source>Click a group to mark it dead or alive.</source>
        <translation>Cliquez un groupe pour le marquer mort ou vivant.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring&lt;/b&gt;</source>
        <translation>&lt;b&gt;Décompte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Surface</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Territoire</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Prisonniers</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mortes</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Area scoring</source>
        <translation>Décompte par surface</translation>
    </message>
    <message>
        <source>Territory scoring</source>
        <translation>Décompte par territoire</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Area (Chinese)</source>
        <translation>Surface (chinois)</translation>
    </message>
    <message>
        <source>Territory (Japanese)</source>
        <translation>Territoire (japonais)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Write this result to the game (RE)</source>
        <translation>Écrire ce résultat dans la partie (RE)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Result: {}</source>
        <translation>Résultat : {}</translation>
    </message>
    <message>
        <source>Asking {} for dead stones and its score…</source>
        <translation>Demande à {} des pierres mortes et de son score…</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <source>Save Commands</source>
        <translation>Enregistrer les commandes</translation>
    </message>
    <message>
        <source>GTP files (*.gtp);;All files (*)</source>
        <translation>Fichiers GTP (*.gtp);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Send File</source>
        <translation>Envoyer un fichier</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Save &amp;Commands…</source>
        <translation>Enregistrer les &amp;commandes…</translation>
    </message>
    <message>
        <source>Send &amp;File…</source>
        <translation>Envoyer un &amp;fichier…</translation>
    </message>
    <message>
        <source>Send &amp;Recent</source>
        <translation>Envois &amp;récents</translation>
    </message>
    <message>
        <source>No program attached: {} not sent</source>
        <translation>Aucun programme attaché : {} non envoyé</translation>
    </message>
    <message>
        <source>Could not read {}: {}</source>
        <translation>Impossible de lire {} : {}</translation>
    </message>
    <message>
        <source>line {}: {}</source>
        <translation>ligne {} : {}</translation>
    </message>
    <message>
        <source>{} was not sent: it holds commands that change the board ({}). The board would no longer be in sync with the program.</source>
        <translation>{} n&apos;a pas été envoyé : il contient des commandes qui changent le goban ({}). Le goban ne serait plus synchronisé avec le programme.</translation>
    </message>
    <message>
        <source>{} holds no commands</source>
        <translation>{} ne contient aucune commande</translation>
    </message>
    <message>
        <source>— sending {} commands from {} —</source>
        <translation>— envoi de {} commandes depuis {} —</translation>
    </message>
    <message>
        <source>Could not save the commands:
{}</source>
        <translation>Impossible d&apos;enregistrer les commandes :
{}</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>Console GTP</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>Enregistrer le journal</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>Fichiers journaux (*.log *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation>Horodatage</translation>
    </message>
    <message>
        <source>Command Numbers</source>
        <translation>Numéros de commande</translation>
    </message>
    <message>
        <source>Show the GTP ids of commands and answers (12 name, =12)</source>
        <translation>Afficher les identifiants GTP des commandes et des réponses (12 name, =12)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Save Log…</source>
        <translation>Enregistrer le journal…</translation>
    </message>
    <message>
        <source>— program detached —</source>
        <translation>— programme détaché —</translation>
    </message>
    <message>
        <source>Close this log</source>
        <translation>Fermer ce journal</translation>
    </message>
    <message>
        <source>Could not save the log:
{}</source>
        <translation>Impossible d&apos;enregistrer le journal :
{}</translation>
    </message>
    <message>
        <source>{} (detached)</source>
        <translation>{} (détaché)</translation>
    </message>
    <message>
        <source>GTP command (Up/Down: history, Tab: complete)</source>
        <translation>Commande GTP (Haut/Bas : historique, Tab : compléter)</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>{} more errors since, in the log.</source>
        <translation>{} autres erreurs depuis, dans le journal.</translation>
    </message>
    <message>
        <source>gogui-py could not start.</source>
        <translation>gogui-py n&apos;a pas pu démarrer.</translation>
    </message>
    <message>
        <source>gogui-py met an unexpected error; it keeps running, but save your game under a new name to be safe.</source>
        <translation>gogui-py a rencontré une erreur inattendue ; il continue, mais enregistrez votre partie sous un nouveau nom par précaution.</translation>
    </message>
    <message>
        <source>The details were written to {}.</source>
        <translation>Les détails ont été écrits dans {}.</translation>
    </message>
    <message>
        <source>The crash log could not be written.</source>
        <translation>Le journal de plantage n&apos;a pas pu être écrit.</translation>
    </message>
</context>
<context>
    <name>TimeLeft</name>
    <message>
        <source>Set Time Left</source>
        <translation>Régler le temps restant</translation>
    </message>
    <message>
        <source>Periods left</source>
        <translation>Périodes restantes</translation>
    </message>
    <message>
        <source>Moves left in period</source>
        <translation>Coups restants dans la période</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noir</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blanc</translation>
    </message>
    <message>
        <source>Minutes and seconds (m:ss), h:mm:ss, or seconds</source>
        <translation>Minutes et secondes (m:ss), h:mm:ss, ou secondes</translation>
    </message>
    <message>
        <source>main time</source>
        <translation>temps principal</translation>
    </message>
    <message>
        <source>Empty while still in main time</source>
        <translation>Vide tant qu&apos;on est dans le temps principal</translation>
    </message>
    <message>
        <source>Not a time: {}</source>
        <translation>Pas un temps : {}</translation>
    </message>
    <message>
        <source>A time left cannot be negative</source>
        <translation>Un temps restant ne peut pas être négatif</translation>
    </message>
    <message>
        <source>Not a number of 1 or more: {}</source>
        <translation>Pas un nombre supérieur ou égal à 1 : {}</translation>
    </message>
    <message>
        <source>{} lost on time</source>
        <translation>{} perd au temps</translation>
    </message>
    <message>
        <source>{0} + {1} x {2} byo-yomi</source>
        <translation>{0} + {1} x {2} byo-yomi</translation>
    </message>
    <message>
        <source>{0} + {1} moves / {2} Canadian</source>
        <translation>{0} + {1} coups / {2} canadien</translation>
    </message>
    <message>
        <source>{} absolute</source>
        <translation>{} absolu</translation>
    </message>
</context>
<context>
    <name>Toolbar</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Black Stone</source>
        <translation>Pierre noire</translation>
    </message>
    <message>
        <source>White Stone</source>
        <translation>Pierre blanche</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cercle</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triangle</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Croix</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Label…</source>
        <translation>Étiquette…</translation>
    </message>
    <message>
        <source>Arrow</source>
        <translation>Flèche</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Dim</source>
        <translation>Assombrir</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Black Stone</source>
        <translation>Pierre &amp;noire</translation>
    </message>
    <message>
        <source>&amp;White Stone</source>
        <translation>Pierre &amp;blanche</translation>
    </message>
    <message>
        <source>&amp;Circle</source>
        <translation>&amp;Cercle</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>Ca&amp;rré</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>&amp;Triangle</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>Cr&amp;oix</translation>
    </message>
    <message>
        <source>S&amp;elect</source>
        <translation>&amp;Sélection</translation>
    </message>
    <message>
        <source>&amp;Letter</source>
        <translation>&amp;Lettre</translation>
    </message>
    <message>
        <source>&amp;Number</source>
        <translation>No&amp;mbre</translation>
    </message>
    <message>
        <source>L&amp;abel…</source>
        <translation>&amp;Étiquette…</translation>
    </message>
    <message>
        <source>A&amp;rrow</source>
        <translation>&amp;Flèche</translation>
    </message>
    <message>
        <source>L&amp;ine</source>
        <translation>Li&amp;gne</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>&amp;Assombrir</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Board tool: {}</source>
        <translation>Outil du goban : {}</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
</context>
<context>
    <name>Tree</name>
    <message>
        <source>Move {n}, {move}</source>
        <translation>Coup {n}, {move}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Setup after move {n}</source>
        <translation>Placement après le coup {n}</translation>
    </message>
    <message>
        <source>Empty node after move {n}</source>
        <translation>Nœud vide après le coup {n}</translation>
    </message>
    <message>
        <source>variation {i} of {n}</source>
        <translation>variante {i} sur {n}</translation>
    </message>
    <message>
        <source>{n} variations</source>
        <translation>{n} variantes</translation>
    </message>
    <message>
        <source>commented</source>
        <translation>commenté</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Arbre de jeu</translation>
    </message>
</context>
<context>
    <name>TreeMenu</name>
    <message>
        <source>Node Info</source>
        <translation>Infos du nœud</translation>
    </message>
    <message>
        <source>Subtree Statistics</source>
        <translation>Statistiques du sous-arbre</translation>
    </message>
    <message>
        <source>Node Info: {}</source>
        <translation>Infos du nœud : {}</translation>
    </message>
    <message>
        <source>Subtree Statistics: {}</source>
        <translation>Statistiques du sous-arbre : {}</translation>
    </message>
    <message>
        <source>Move {}: {}</source>
        <translation>Coup {} : {}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Node after move {}</source>
        <translation>Nœud après le coup {}</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Children</source>
        <translation>Enfants</translation>
    </message>
    <message>
        <source>(no properties)</source>
        <translation>(aucune propriété)</translation>
    </message>
    <message>
        <source>SGF properties</source>
        <translation>Propriétés SGF</translation>
    </message>
    <message>
        <source>Subtree of</source>
        <translation>Sous-arbre de</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Branch points</source>
        <translation>Embranchements</translation>
    </message>
    <message>
        <source>Maximum depth</source>
        <translation>Profondeur maximale</translation>
    </message>
    <message>
        <source>Most children</source>
        <translation>Maximum d&apos;enfants</translation>
    </message>
    <message>
        <source>Setup nodes</source>
        <translation>Nœuds de placement</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>Commentaires</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Subtree hidden: {} nodes</source>
        <translation>Sous-arbre masqué : {} nœuds</translation>
    </message>
    <message>
        <source>Move {0}: {1}</source>
        <translation>Coup {0} : {1}</translation>
    </message>
    <message>
        <source>Setup: </source>
        <translation>Placement : </translation>
    </message>
    <message>
        <source>After move {0} · {1}</source>
        <translation>Après le coup {0} · {1}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Empty node after move {}</source>
        <translation>Nœud vide après le coup {}</translation>
    </message>
    <message>
        <source>
Mistake: {0} lost {1:.1f} % win rate</source>
        <translation>
Erreur : {0} a perdu {1:.1f} % de taux de victoire</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>No warnings.</source>
        <translation>Aucun avertissement.</translation>
    </message>
    <message>
        <source>{} warning:</source>
        <translation>{} avertissement :</translation>
    </message>
    <message>
        <source>{} warnings:</source>
        <translation>{} avertissements :</translation>
    </message>
    <message>
        <source>Copy to Clipboard</source>
        <translation>Copier dans le presse-papiers</translation>
    </message>
</context>
</TS>
