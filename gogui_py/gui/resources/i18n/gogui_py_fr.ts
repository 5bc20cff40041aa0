<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <source>Game</source>
        <translation>Partie</translation>
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
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Analyze Commands</source>
        <translation>Commandes d&apos;analyse</translation>
    </message>
    <message>
        <source>Analysis (lz-/kata-analyze)</source>
        <translation>Analyse (lz-/kata-analyze)</translation>
    </message>
    <message>
        <source>Win Rate Graph</source>
        <translation>Graphique du taux de victoire</translation>
    </message>
    <message>
        <source>Show Ownership</source>
        <translation>Afficher la possession</translation>
    </message>
    <message>
        <source>Win Rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Score Lead</source>
        <translation>Avance au score</translation>
    </message>
    <message>
        <source>Loss Against Best</source>
        <translation>Perte par rapport au meilleur</translation>
    </message>
    <message>
        <source>Analysis Settings…</source>
        <translation>Réglages de l&apos;analyse…</translation>
    </message>
    <message>
        <source>Analyze Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Stop Analyze Game</source>
        <translation>Arrêter l&apos;analyse de la partie</translation>
    </message>
    <message>
        <source>Write Analysis to Record…</source>
        <translation>Écrire l&apos;analyse dans la partie…</translation>
    </message>
    <message>
        <source>Snapshot Parameters</source>
        <translation>Instantané des paramètres</translation>
    </message>
    <message>
        <source>Restore Parameters</source>
        <translation>Restaurer les paramètres</translation>
    </message>
    <message>
        <source>Save Parameters…</source>
        <translation>Enregistrer les paramètres…</translation>
    </message>
    <message>
        <source>Reattach With Parameters</source>
        <translation>Rattacher avec les paramètres</translation>
    </message>
    <message>
        <source>Good Move (!)</source>
        <translation>Bon coup (!)</translation>
    </message>
    <message>
        <source>Very Good Move (!!)</source>
        <translation>Très bon coup (!!)</translation>
    </message>
    <message>
        <source>Bad Move (?)</source>
        <translation>Mauvais coup (?)</translation>
    </message>
    <message>
        <source>Very Bad Move (??)</source>
        <translation>Très mauvais coup (??)</translation>
    </message>
    <message>
        <source>Interesting Move (!?)</source>
        <translation>Coup intéressant (!?)</translation>
    </message>
    <message>
        <source>Doubtful Move (?!)</source>
        <translation>Coup douteux (?!)</translation>
    </message>
    <message>
        <source>Good for Black</source>
        <translation>Bon pour Noir</translation>
    </message>
    <message>
        <source>Good for White</source>
        <translation>Bon pour Blanc</translation>
    </message>
    <message>
        <source>Even Position</source>
        <translation>Position équilibrée</translation>
    </message>
    <message>
        <source>Unclear Position</source>
        <translation>Position incertaine</translation>
    </message>
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
        <source>Move Variation &amp;Up</source>
        <translation>Monter la &amp;variante</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>Descendre la varian&amp;te</translation>
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
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Not Set</source>
        <translation>Non défini</translation>
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
        <source>Go to Node</source>
        <translation>Aller au nœud</translation>
    </message>
    <message>
        <source>Make Main Variation</source>
        <translation>En faire la variante principale</translation>
    </message>
    <message>
        <source>Move Variation Up</source>
        <translation>Monter la variante</translation>
    </message>
    <message>
        <source>Move Variation Down</source>
        <translation>Descendre la variante</translation>
    </message>
    <message>
        <source>Truncate</source>
        <translation>Tronquer</translation>
    </message>
    <message>
        <source>Truncate Children</source>
        <translation>Tronquer les enfants</translation>
    </message>
    <message>
        <source>Delete Node</source>
        <translation>Supprimer le nœud</translation>
    </message>
    <message>
        <source>No Move Annotation</source>
        <translation>Pas d&apos;annotation de coup</translation>
    </message>
    <message>
        <source>No Position Annotation</source>
        <translation>Pas d&apos;annotation de position</translation>
    </message>
    <message>
        <source>Hotspot</source>
        <translation>Point chaud</translation>
    </message>
    <message>
        <source>No Hotspot</source>
        <translation>Pas de point chaud</translation>
    </message>
    <message>
        <source>Position Value…</source>
        <translation>Valeur de la position…</translation>
    </message>
    <message>
        <source>No Position Value</source>
        <translation>Pas de valeur de position</translation>
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
        <translation>&amp;Imprimer…</translation>
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
        <source>Paste SGF as New &amp;Game</source>
        <translation>Coller le SGF comme nouvelle &amp;partie</translation>
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
        <source>Pa&amp;use Engine Game</source>
        <translation>&amp;Pause de la partie entre programmes</translation>
    </message>
    <message>
        <source>&amp;Delay Between Engine Moves</source>
        <translation>&amp;Délai entre les coups des programmes</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>{} s</source>
        <translation>{} s</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Préférences…</translation>
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
        <source>Reattach &amp;Program</source>
        <translation>Rattacher le &amp;programme</translation>
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
        <source>&amp;Reattach Ruler</source>
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
        <source>Both</source>
        <translation>Les deux</translation>
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
        <source>Computer &amp;Play</source>
        <translation>&amp;Coup de l&apos;ordinateur</translation>
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
        <source>&amp;Engine</source>
        <translation>&amp;Programme</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Computer Color</source>
        <translation>&amp;Couleur de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Aller</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Backward 10</source>
        <translation>Reculer de 10</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Forward 10</source>
        <translation>Avancer de 10</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Variante précédente</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Variante suivante</translation>
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
        <translation>Panneau pré&amp;cédent</translation>
    </message>
    <message>
        <source>No Variations</source>
        <translation>Pas de variantes</translation>
    </message>
    <message>
        <source>Variations as Ghost Stones</source>
        <translation>Variantes en pierres fantômes</translation>
    </message>
    <message>
        <source>Variations as Letters</source>
        <translation>Variantes en lettres</translation>
    </message>
    <message>
        <source>No Move Numbers</source>
        <translation>Pas de numéros de coups</translation>
    </message>
    <message>
        <source>Last 10 Moves</source>
        <translation>10 derniers coups</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>Tous les coups</translation>
    </message>
    <message>
        <source>Next Earlier Variation</source>
        <translation>Variante antérieure suivante</translation>
    </message>
    <message>
        <source>Previous Earlier Variation</source>
        <translation>Variante antérieure précédente</translation>
    </message>
    <message>
        <source>Back to Main Line</source>
        <translation>Retour à la ligne principale</translation>
    </message>
    <message>
        <source>Go to Move…</source>
        <translation>Aller au coup…</translation>
    </message>
    <message>
        <source>Find in Comments…</source>
        <translation>Chercher dans les commentaires…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>Chercher le suivant</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>Chercher le précédent</translation>
    </message>
    <message>
        <source>Select Game of Collection…</source>
        <translation>Choisir une partie de la collection…</translation>
    </message>
    <message>
        <source>Reopen with Encoding…</source>
        <translation>Rouvrir avec l&apos;encodage…</translation>
    </message>
    <message>
        <source>Show Repairs Made on Reading…</source>
        <translation>Afficher les réparations faites à la lecture…</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordonnées</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Arbre de jeu</translation>
    </message>
    <message>
        <source>GTP Shell</source>
        <translation>Console GTP</translation>
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
</TS>
