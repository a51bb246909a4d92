// Written by scripts/generate-folding-table.py (Unicode 14.0.0); do not edit.

extension DiacriticFolding {
  /// Each letter with diacritics, then its bare form; entries are separated by spaces.
  static let pairs = """
    ÀA ÁA ÂA ÃA ÄA ÅA ÇC ÈE ÉE ÊE ËE ÌI ÍI ÎI ÏI ÑN ÒO ÓO ÔO ÕO ÖO ÙU ÚU ÛU ÜU ÝY àa áa âa
    ãa äa åa çc èe ée êe ëe ìi íi îi ïi ñn òo óo ôo õo öo ùu úu ûu üu ýy ÿy ĀA āa ĂA ăa ĄA
    ąa ĆC ćc ĈC ĉc ĊC ċc ČC čc ĎD ďd ĒE ēe ĔE ĕe ĖE ėe ĘE ęe ĚE ěe ĜG ĝg ĞG ğg ĠG ġg ĢG ģg
    ĤH ĥh ĨI ĩi ĪI īi ĬI ĭi ĮI įi İI ĴJ ĵj ĶK ķk ĹL ĺl ĻL ļl ĽL ľl ŃN ńn ŅN ņn ŇN ňn ŌO ōo
    ŎO ŏo ŐO őo ŔR ŕr ŖR ŗr ŘR řr ŚS śs ŜS ŝs ŞS şs ŠS šs ŢT ţt ŤT ťt ŨU ũu ŪU ūu ŬU ŭu ŮU
    ůu ŰU űu ŲU ųu ŴW ŵw ŶY ŷy ŸY ŹZ źz ŻZ żz ŽZ žz ƠO ơo ƯU ưu ǍA ǎa ǏI ǐi ǑO ǒo ǓU ǔu ǕU
    ǖu ǗU ǘu ǙU ǚu ǛU ǜu ǞA ǟa ǠA ǡa ǢÆ ǣæ ǦG ǧg ǨK ǩk ǪO ǫo ǬO ǭo ǮƷ ǯʒ ǰj ǴG ǵg ǸN ǹn ǺA
    ǻa ǼÆ ǽæ ǾØ ǿø ȀA ȁa ȂA ȃa ȄE ȅe ȆE ȇe ȈI ȉi ȊI ȋi ȌO ȍo ȎO ȏo ȐR ȑr ȒR ȓr ȔU ȕu ȖU ȗu
    ȘS șs ȚT țt ȞH ȟh ȦA ȧa ȨE ȩe ȪO ȫo ȬO ȭo ȮO ȯo ȰO ȱo ȲY ȳy ʹʹ ΆΑ ΈΕ ΉΗ ΊΙ ΌΟ ΎΥ ΏΩ ΐι
    ΪΙ ΫΥ άα έε ήη ίι ΰυ ϊι ϋυ όο ύυ ώω ϓϒ ϔϒ ЀЕ ЁЕ ЃГ ЇІ ЌК ЍИ ЎУ ЙИ йи ѐе ёе ѓг їі ќк ѝи
    ўу ѶѴ ѷѵ ӁЖ ӂж ӐА ӑа ӒА ӓа ӖЕ ӗе ӚӘ ӛә ӜЖ ӝж ӞЗ ӟз ӢИ ӣи ӤИ ӥи ӦО ӧо ӪӨ ӫө ӬЭ ӭэ ӮУ ӯу
    ӰУ ӱу ӲУ ӳу ӴЧ ӵч ӸЫ ӹы ḀA ḁa ḂB ḃb ḄB ḅb ḆB ḇb ḈC ḉc ḊD ḋd ḌD ḍd ḎD ḏd ḐD ḑd ḒD ḓd ḔE
    ḕe ḖE ḗe ḘE ḙe ḚE ḛe ḜE ḝe ḞF ḟf ḠG ḡg ḢH ḣh ḤH ḥh ḦH ḧh ḨH ḩh ḪH ḫh ḬI ḭi ḮI ḯi ḰK ḱk
    ḲK ḳk ḴK ḵk ḶL ḷl ḸL ḹl ḺL ḻl ḼL ḽl ḾM ḿm ṀM ṁm ṂM ṃm ṄN ṅn ṆN ṇn ṈN ṉn ṊN ṋn ṌO ṍo ṎO
    ṏo ṐO ṑo ṒO ṓo ṔP ṕp ṖP ṗp ṘR ṙr ṚR ṛr ṜR ṝr ṞR ṟr ṠS ṡs ṢS ṣs ṤS ṥs ṦS ṧs ṨS ṩs ṪT ṫt
    ṬT ṭt ṮT ṯt ṰT ṱt ṲU ṳu ṴU ṵu ṶU ṷu ṸU ṹu ṺU ṻu ṼV ṽv ṾV ṿv ẀW ẁw ẂW ẃw ẄW ẅw ẆW ẇw ẈW
    ẉw ẊX ẋx ẌX ẍx ẎY ẏy ẐZ ẑz ẒZ ẓz ẔZ ẕz ẖh ẗt ẘw ẙy ẛſ ẠA ạa ẢA ảa ẤA ấa ẦA ầa ẨA ẩa ẪA
    ẫa ẬA ậa ẮA ắa ẰA ằa ẲA ẳa ẴA ẵa ẶA ặa ẸE ẹe ẺE ẻe ẼE ẽe ẾE ếe ỀE ềe ỂE ểe ỄE ễe ỆE ệe
    ỈI ỉi ỊI ịi ỌO ọo ỎO ỏo ỐO ốo ỒO ồo ỔO ổo ỖO ỗo ỘO ộo ỚO ớo ỜO ờo ỞO ởo ỠO ỡo ỢO ợo ỤU
    ụu ỦU ủu ỨU ứu ỪU ừu ỬU ửu ỮU ữu ỰU ựu ỲY ỳy ỴY ỵy ỶY ỷy ỸY ỹy ἀα ἁα ἂα ἃα ἄα ἅα ἆα ἇα
    ἈΑ ἉΑ ἊΑ ἋΑ ἌΑ ἍΑ ἎΑ ἏΑ ἐε ἑε ἒε ἓε ἔε ἕε ἘΕ ἙΕ ἚΕ ἛΕ ἜΕ ἝΕ ἠη ἡη ἢη ἣη ἤη ἥη ἦη ἧη ἨΗ
    ἩΗ ἪΗ ἫΗ ἬΗ ἭΗ ἮΗ ἯΗ ἰι ἱι ἲι ἳι ἴι ἵι ἶι ἷι ἸΙ ἹΙ ἺΙ ἻΙ ἼΙ ἽΙ ἾΙ ἿΙ ὀο ὁο ὂο ὃο ὄο ὅο
    ὈΟ ὉΟ ὊΟ ὋΟ ὌΟ ὍΟ ὐυ ὑυ ὒυ ὓυ ὔυ ὕυ ὖυ ὗυ ὙΥ ὛΥ ὝΥ ὟΥ ὠω ὡω ὢω ὣω ὤω ὥω ὦω ὧω ὨΩ ὩΩ ὪΩ
    ὫΩ ὬΩ ὭΩ ὮΩ ὯΩ ὰα άα ὲε έε ὴη ήη ὶι ίι ὸο όο ὺυ ύυ ὼω ώω ᾀα ᾁα ᾂα ᾃα ᾄα ᾅα ᾆα ᾇα ᾈΑ ᾉΑ
    ᾊΑ ᾋΑ ᾌΑ ᾍΑ ᾎΑ ᾏΑ ᾐη ᾑη ᾒη ᾓη ᾔη ᾕη ᾖη ᾗη ᾘΗ ᾙΗ ᾚΗ ᾛΗ ᾜΗ ᾝΗ ᾞΗ ᾟΗ ᾠω ᾡω ᾢω ᾣω ᾤω ᾥω ᾦω
    ᾧω ᾨΩ ᾩΩ ᾪΩ ᾫΩ ᾬΩ ᾭΩ ᾮΩ ᾯΩ ᾰα ᾱα ᾲα ᾳα ᾴα ᾶα ᾷα ᾸΑ ᾹΑ ᾺΑ ΆΑ ᾼΑ ιι ῂη ῃη ῄη ῆη ῇη ῈΕ ΈΕ
    ῊΗ ΉΗ ῌΗ ῐι ῑι ῒι ΐι ῖι ῗι ῘΙ ῙΙ ῚΙ ΊΙ ῠυ ῡυ ῢυ ΰυ ῤρ ῥρ ῦυ ῧυ ῨΥ ῩΥ ῪΥ ΎΥ ῬΡ ῲω ῳω ῴω
    ῶω ῷω ῸΟ ΌΟ ῺΩ ΏΩ ῼΩ
    """

  /// Each letter whose case folding is not its lower case, then its folding.
  static let caseFoldingPairs = """
    µμ ßss ŉʼn ſs ǰǰ ΐΐ ΰΰ ςσ ϐβ ϑθ ϕφ ϖπ ϰκ ϱρ ϵε ẖẖ ẗẗ ẘẘ ẙẙ ẚaʾ ẛṡ ẞss ὐὐ ὒὒ
    ὔὔ ὖὖ ᾀἀι ᾁἁι ᾂἂι ᾃἃι ᾄἄι ᾅἅι ᾆἆι ᾇἇι ᾈἀι ᾉἁι ᾊἂι ᾋἃι ᾌἄι ᾍἅι ᾎἆι ᾏἇι ᾐἠι ᾑἡι ᾒἢι
    ᾓἣι ᾔἤι ᾕἥι ᾖἦι ᾗἧι ᾘἠι ᾙἡι ᾚἢι ᾛἣι ᾜἤι ᾝἥι ᾞἦι ᾟἧι ᾠὠι ᾡὡι ᾢὢι ᾣὣι ᾤὤι ᾥὥι ᾦὦι ᾧὧι ᾨὠι
    ᾩὡι ᾪὢι ᾫὣι ᾬὤι ᾭὥι ᾮὦι ᾯὧι ᾲὰι ᾳαι ᾴάι ᾶᾶ ᾷᾶι ᾼαι ιι ῂὴι ῃηι ῄήι ῆῆ ῇῆι ῌηι ῒῒ
    ΐΐ ῖῖ ῗῗ ῢῢ ΰΰ ῤῤ ῦῦ ῧῧ ῲὼι ῳωι ῴώι ῶῶ ῷῶι ῼωι
    """
}
