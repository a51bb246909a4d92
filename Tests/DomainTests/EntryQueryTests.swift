import Domain
import Testing

@Suite("Reading what the user typed")
struct EntryQueryTests {
  @Test(arguments: [
    ("25", EntryQuery.number(25)), ("#25", .number(25)), ("#025", .number(25)),
    ("0025", .number(25)), ("10034", .number(10034)), (" 7 ", .number(7)),
    ("Pikachu", .name("pikachu")), ("Mr. Mime", .name("mr-mime")),
    ("mr mime", .name("mr-mime")), ("MR-MIME", .name("mr-mime")),
    ("Farfetch'd", .name("farfetchd")), ("Farfetch’d", .name("farfetchd")),
    ("Nidoran♀", .name("nidoran-f")), ("nidoran f", .name("nidoran-f")),
    ("Nidoran♂", .name("nidoran-m")), ("Flabébé", .name("flabebe")),
    ("type null", .name("type-null")), ("Type: Null", .name("type-null")),
    ("Ho-Oh", .name("ho-oh")), ("charizard-mega-x", .name("charizard-mega-x")),
    ("raichu alola", .name("raichu-alola")), ("Mime Jr.", .name("mime-jr")),
    ("porygon_z", .name("porygon-z")), ("Porygon2", .name("porygon2")),
    ("★And458", .name("and458")),
  ])
  func anyUsualSpellingReadsAsTheSlugOrNumber(text: String, expected: EntryQuery) throws {
    #expect(try EntryQuery.parse(text) == expected)
  }

  @Test(arguments: [
    ("", EntryQuery.Invalid.empty), ("   ", .empty), ("0", .zeroOrNegative("0")),
    ("#000", .zeroOrNegative("#000")), ("../../etc", .notAName("../../etc")),
    ("pika/chu", .notAName("pika/chu")), ("pika\u{0}chu", .notAName("pika\u{0}chu")),
    ("...", .notAName("...")), (String(repeating: "a", count: 61), .tooLong),
    ("99999999999999999999999", .tooLarge("99999999999999999999999")),
    ("ピカ/チュウ", .notAName("ピカ/チュウ")), ("ピカチュウ?", .notAName("ピカチュウ?")),
  ])
  func textThatCannotNameAPokemonIsRefusedBeforeAnyRequest(
    text: String, expected: EntryQuery.Invalid
  ) {
    #expect(throws: expected) { try EntryQuery.parse(text) }
  }

  @Test func foldingIgnoresAccentsCaseAndSeparatorsButKeepsDigits() {
    #expect(NameNormalizer.slug("  Flabébé  ") == "flabebe")
    #expect(NameNormalizer.slug("Zygarde 10%") == "zygarde-10")
    #expect(NameNormalizer.compact("Fire Red") == NameNormalizer.compact("firered"))
  }

  /// `compact` reads ASCII byte by byte; it is the slug without its hyphens all the same,
  /// for every ASCII character and for text that folds to ASCII.
  @Test func theCompactFormIsTheSlugWithoutItsHyphens() {
    let ascii = (0..<0x80).compactMap { Unicode.Scalar($0).map { String($0) } }
    for text in ascii + ["Mr. Mime", "TYPE: NULL", "Ho-Oh", "porygon-z", "Flabébé", "Straße"] {
      #expect(
        NameNormalizer.compact(text) == NameNormalizer.slug(text).filter { $0 != "-" },
        "\(text.debugDescription)")
    }
  }
}
