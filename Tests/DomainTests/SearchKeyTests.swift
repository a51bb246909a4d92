import Domain
import Testing

/// Names in any language and script fold to the key they are looked up by.
@Suite struct SearchKeyTests {
  @Test(arguments: [
    ("Mr. Mime", "mrmime"), ("Flabébé", "flabebe"), ("GLURAK", "glurak"),
    ("Raichu d'Alola", "raichudalola"), ("Nidoran♀", "nidoranf"), ("Ｐｉｋａｃｈｕ", "pikachu"),
    ("リザードン", "リザドン"), ("りざーどん", "リザドン"), ("ﾘｻﾞｰﾄﾞﾝ", "リザドン"), ("リザドン", "リザドン"),
    ("ピカチュウ", "ピカチュウ"), ("ﾋﾟｶﾁｭｳ", "ピカチュウ"), ("ぴかちゅう", "ピカチュウ"),
    ("ヴ", "ヴ"), ("ｳﾞ", "ヴ"), ("う゛", "ヴ"), ("ポリゴン２", "ポリゴン2"), ("ポリゴン・Ｚ", "ポリゴンz"),
    ("喷火龙", "喷火龙"), ("噴火龍", "噴火龍"), ("리자몽", "리자몽"), ("Ψ", "ψ"),
    ("   ", ""), ("!!!", ""), ("ー", ""),
  ])
  func foldsWhatAUserMayTypeToTheDatasKey(text: String, key: String) {
    #expect(SearchKey.of(text) == key)
  }

  @Test func aNameInAnotherScriptIsAQueryByItsKey() throws {
    #expect(try EntryQuery.parse("リザードン") == .name("リザドン"))
    #expect(try EntryQuery.parse("喷火龙") == .name("喷火龙"))
    #expect(try EntryQuery.parse(" Glurak ") == .name("glurak"))
    #expect(try EntryQuery.parse("リザードン").isForeignName)
    // Scripts mix in real names (ポリゴンＺ, Porygon-Z in Japanese).
    #expect(try EntryQuery.parse("ポリゴンＺ") == .name("ポリゴンz"))
    #expect(try EntryQuery.parse("pikachu中") == .name("pikachu中"))
    #expect(try !EntryQuery.parse("pikachu").isForeignName)
    #expect(throws: EntryQuery.Invalid.notAName("ピカ\u{202E}チュウ")) {
      try EntryQuery.parse("ピカ\u{202E}チュウ")
    }
    #expect(throws: EntryQuery.Invalid.notAName("★☆")) { try EntryQuery.parse("★☆") }
  }
}
