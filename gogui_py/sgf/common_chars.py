"""Characters that make a decoding of a Go record plausible, per language.

Used by :mod:`gogui_py.sgf.detect` to score candidate decodings of a file without ``CA``.
Each set holds a few hundred characters: the most frequent ones of everyday text in that
language (typed from the well-known frequency lists: Jun Da's for Chinese, newspaper
counts for Japanese kanji and Korean syllables), the family names and given-name
characters that fill PB/PW, and the Go words of game records (:data:`GO_TERMS`, which
weigh more). Nothing here needs to be complete: a right decoding of a sentence hits these
sets for most of its characters, a wrong one for few, since the bytes of a frequent
character in one charset mostly land on a rare character, or none, in another.

Traditional Chinese is derived from the simplified list and :data:`_TRADITIONAL_OF`, the
traditional forms of its characters that differ.
"""

from __future__ import annotations

from typing import Final

_HANS_TEXT = (
    # The most frequent simplified characters, roughly in order (Jun Da's list).
    "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下"
    "自之年过发后作里用道行所然家种事成方多经么去法学如都同现当没动面起看定天分还进好小部"
    "其些主样理心她本前开但因只从想实日军者意无力它与长把机十民第公此已工使情明性知全三又"
    "关点正业外将两高间由问很最重并物手应战向头文体政美相见被利什二等产或新己制身果加西斯"
    "月话合回特代内信表化老给世位次度门任常先海通教儿原东声提立及比员解水名真论处走义各入"
    "几口认条平系气题活尔更别打女变四神总何电数安少报才结反受目太量再感建务做接必场件计管"
    "期市直德资命山金指克许统区保至队形社便空决治展马科司五基眼书非则听白却界达光放强即像"
    "难且权思王象完设式色路记南品住告类求据程北边死张该交规万取拉格望觉术领共确传师观清今"
    "切院让识候带导争运笑飞风步改收根干造言联持组每济车亲极林服快办议往元英士证近失转夫令"
    "准布始怎呢存未远叫台单影具罗字爱击流备兵连调深商算质团集百需价花党华城石级整府离况亚"
    "请技际约示复病息究线似官火断精满支视消越器容照须九增研写称企八功吗包片史委乎查轻易早"
    "曾除农找装广显吧阿李标谈吃图念六引历首医局突专费号尽另周较注语仅考落青随选列武红响虽"
    "推势参希古众构房半节土投某案黑维革划敌致陈律足态护七兴派孩验责营星够章音跟志底站严巴"
    "例防族供效续施留讲型料终答紧黄绝奇察母京段依批群项故按河米围江织害斗双境客纪采举杀攻"
    "父苏密低朝友诉止细愿千值仍男钱破网热助倒育属坐帝限船脸职速刻乐否刚威毛状率甚独球般普"
    "怕弹校苦创假久错承印晚兰试股拿脑预谁益阳若哪微尼继送急血惊伤素药适波夜省初喜卫源食险"
    "待述陆习置居劳财环排福纳欢雷警获模充负云停木游龙树疑层冷洲冲射略范竟句室异激汉村哈策"
    "演简卡罪判担州静退既衣您宗积余痛检差富灵协角占配征修皮挥胜降阶审沉坚善妈刘读啊超免压"
    "银买皇养伊怀执副乱抗犯追帮宣佛岁航优怪香著田铁控税左右份穿艺背阵草脚概恶块顿敢守酒岛"
    "托央户烈洋哥索胡款靠评版宝座释景顾弟登货互付伯慢欧换闻危忙核暗姐介坏讨丽良序升监临亮"
    "露永呼味野架域沙掉括舰鱼杂误湾吉减编楚拒"
    # Family names and given-name characters of players.
    "王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢"
    "蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟"
    "龙万段雷钱汤尹黎易常武乔贺赖龚文聂芈朴柯洁昊卫晓春洗耀烨韦钰杰睿羊廷轩宇浩鹏伟明辉"
)

_HANS_GO = (
    # Go words of Chinese records (simplified): colours, ranks, komi, results, moves.
    "黑白棋围段级目贴先手胜负和局劫打吃眼活死提子让盘面中终对职业余冲断挡扳立飞跳尖长虎粘接"
    "拐夹点靠碰压爬托退定式布官收单官数半时间秒读分钟规则比赛冠军九八七六五四三二一"
)

# Simplified -> traditional forms of the characters above that differ (Big5 files).
_TRADITIONAL_OF = dict(
    zip(
        "这个们来为国说时会对发后过里么学经动现当没还进样实军无与长机关两间问应战头体见产话"
        "东声员气题认条几处义尔别变总电数报结张该统区队边觉术观传师让识带导运飞风门开书车马"
        "亲极办议远叫单罗爱击备兵连调质团价华级离请际约复线视写称吗轻图历随选红响虽势参众构"
        "节验营够护兴态纪举杀苏细愿钱网热职乐刚独试脑预谁阳继惊伤药适卫险陆习劳财环欢获龙层"
        "冲汉简罪担静积检协阵胜阶审坚妈刘读压银买养怀执乱帮岁优铁艺块顿岛顾货换闻坏讨丽监临"
        "杂误湾减编围贴负让盘终业余断挡扳跳虎粘夹点靠压级贺赖龚聂韦钰杰辉鹏伟轩浩晓烨洁卢蒋"
        "邓许冯萧韩郑谢赵黄吴孙陈杨张刘叶阎钟邹谭郝邱顾侯孟万钱汤黎乔"
        "纳脚弹论费领紧资济项宝广显税务农装吕给仅舰灵讲达户场却属挥须强规兰将树语亚释着从欧满联"
        "诉决难专谈贾绝维组设评责较号权敌医恶织状严双记标尽续赛创芈证况错内计争鱼则转类脸",
        "這個們來為國說時會對發後過裡麼學經動現當沒還進樣實軍無與長機關兩間問應戰頭體見產話"
        "東聲員氣題認條幾處義爾別變總電數報結張該統區隊邊覺術觀傳師讓識帶導運飛風門開書車馬"
        "親極辦議遠叫單羅愛擊備兵連調質團價華級離請際約複線視寫稱嗎輕圖歷隨選紅響雖勢參眾構"
        "節驗營夠護興態紀舉殺蘇細願錢網熱職樂剛獨試腦預誰陽繼驚傷藥適衛險陸習勞財環歡獲龍層"
        "衝漢簡罪擔靜積檢協陣勝階審堅媽劉讀壓銀買養懷執亂幫歲優鐵藝塊頓島顧貨換聞壞討麗監臨"
        "雜誤灣減編圍貼負讓盤終業餘斷擋扳跳虎黏夾點靠壓級賀賴龔聶韋鈺傑輝鵬偉軒浩曉燁潔盧蔣"
        "鄧許馮蕭韓鄭謝趙黃吳孫陳楊張劉葉閻鍾鄒譚郝邱顧侯孟萬錢湯黎喬"
        "納腳彈論費領緊資濟項寶廣顯稅務農裝呂給僅艦靈講達戶場卻屬揮須強規蘭將樹語亞釋著從歐滿聯"
        "訴決難專談賈絕維組設評責較號權敵醫惡織狀嚴雙記標盡續賽創羋證況錯內計爭魚則轉類臉",
        strict=True,
    )
)

_KANJI_TEXT = (
    # Frequent kanji of Japanese text (newspaper counts), Japanese forms.
    "日一国人年大十二本中長出三同時政事自行社見月分議後前民生連五発間対上部東者党地合市業"
    "内相方四定今回新場金員九入選立開手米力学問高代明実円関決子動京全目表戦経通外最言氏現理"
    "調体化田当八六約主題下首意法不来作性的要用制治度務強気小七成期公持野協取都和統以機平総"
    "加山思家話世受区領多県続進正安設保改数記院女初北午指権心界支第産結百派点教報済書府活原"
    "先共得解名交資予川向際査勝面委告軍文反元重近千考判認画海"
    # Family names and given names of players.
    "井藤沢林峰石坊因裕太郎趙治勲秀芳夫竹英雄武宮樹坂栄寿呉清源遼芝虎丸許村松木谷鈴佐渡辺"
    "伊加橋浦崎吉岡森池島真由美子"
)

_KANJI_GO = (
    # Go words of Japanese records.
    "碁囲黒白石段級目先手番勝負中押半持時間秒読置互定打投了局棋聖名人本因坊王座天元十"
)

_HANGUL_TEXT = (
    # The most frequent syllables of Korean text.
    "이다는의에가고하을지기로사서한리자대도어있나아정시인를수일국보들그라주해게상요제장전부"
    "만것구위성원동여소니무우문내스과신면화경관비마세적계공연방중조생개발유진오실분간용선모"
    "물학명식결회법했던행미민되안히치습까영야금말드단러데없점체변교왜직통당날알저운속약반거"
    "표현재차본산광득처함토판호강업입력건특설최감권작후종준각청활복술근양터집님었겠였며죠네"
    "럼께또더잘못좀몇떻좋은같와으며면냐습부"
    # Common syllables of everyday words (a KS X 1001 syllable has ~25% chance to be here).
    "각갈감갑객건걸검겸격견곡곤골곳광괴균극근글급긴깨꼬꽃꾸끝끼낙난남납낭너널넘녀년념녕논놀농높"
    "누눈뉴느늘능달담답댁덕덜독돈둘뒤득든듯등따때떠뜻락란람랑래략량렇레려력련렬령례록론료루류률"
    "륭르른름릉린림립막많맛망맞매맥머먹먼멀메며목몰몸몽묵뭐므밀밑박받발밤번벌범벽별병복봉북빈빌빛"
    "삭살삼새색섬섭손쇄숙순숨쉬슬쓰씨악알암압앙앞애액얼업엇역열염엽예옥온올옷완왕외욕욱울움웃월육"
    "윤음응익잊작잔잘잠잡쟁절접족존졸좌죽줄즉즐증짓징짜째쪽착찬찰참창찾채책척철첫촌총추축출충취측"
    "층칙친칠침카커컴케코콘크큰키타탁탄탈탐탕택터테퇴투트틀파팔퍼페편평폐포폭푸품풍피필학할합항핵"
    "향허험혁혈협형호혹혼화확환황획효휴흐흔흘흥힘"
    # Family names and given-name syllables of players.
    "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지"
    "엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용영철훈희"
    "숙순혜태규환창헌세돌"
)

_HANGUL_GO = (
    # Go words of Korean records.
    "흑백단급덤집승패불계착돌귀초읽바둑대국프로아마기사수판호선"
)

GO_TERMS: Final[dict[str, frozenset[str]]] = {
    "zh-hans": frozenset(_HANS_GO),
    "zh-hant": frozenset(_TRADITIONAL_OF.get(c, c) for c in _HANS_GO),
    "ja": frozenset(_KANJI_GO),
    "ko": frozenset(_HANGUL_GO),
}
"""Go words per language ("zh-hans", "zh-hant", "ja", "ko"): strong evidence."""

FREQUENT: Final[dict[str, frozenset[str]]] = {
    "zh-hans": frozenset(_HANS_TEXT) - GO_TERMS["zh-hans"],
    "zh-hant": frozenset(_TRADITIONAL_OF.get(c, c) for c in _HANS_TEXT) - GO_TERMS["zh-hant"],
    "ja": frozenset(_KANJI_TEXT) - GO_TERMS["ja"],
    "ko": frozenset(_HANGUL_TEXT) - GO_TERMS["ko"],
}
"""Frequent characters per language, apart from :data:`GO_TERMS`."""

LATIN_SYMBOLS: Final = frozenset("«»°€£§©®±·×÷¿¡–—‘’‚“”„…•²³½¼¾\u00a0™№")  # noqa: RUF001
"""Non-letters of the 8-bit code pages (Latin or Cyrillic) that ordinary text uses; the
others (currency sign, broken bar, diaeresis, ordinal indicators...) are rare and count
against a reading."""

__all__ = ["FREQUENT", "GO_TERMS", "LATIN_SYMBOLS"]
