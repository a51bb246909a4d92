/// The form a name in any language is looked up by: what a user may type for it and what
/// the data holds fold to the same key.
///
/// - case and accents never matter (`DiacriticFolding`), as for slugs;
/// - full-width Latin letters and digits are the ASCII ones, half-width katakana the
///   full-width ones (a following ﾞ or ﾟ joined to its kana);
/// - hiragana is katakana (りざーどん is リザードン);
/// - the long-vowel mark, spaces, hyphens, apostrophes, dots and every other mark are
///   left out (リザードン and リザドン, Mr. Mime and mrmime), ♀ and ♂ read as f and m.
///
/// Letters and digits of every script are kept as they are otherwise: Hangul, kanji and
/// Chinese characters (simplified and traditional are different names, both held).
public enum SearchKey {
  /// The key of `text`; empty when it holds no letter or digit.
  public static func of(_ text: String) -> String {
    let folded = DiacriticFolding.foldCaseAndDiacritics(text)
    if SafeText.isASCII(folded) {
      return String(decoding: folded.utf8.filter(isASCIIAlphanumeric), as: UTF8.self)
    }
    var key = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      let mapped = widthFolded(scalar)
      switch mapped.value {
      case 0x3099, 0x309B, 0xFF9E: voice(&key, semi: false)  // dakuten, in its three forms
      case 0x309A, 0x309C, 0xFF9F: voice(&key, semi: true)  // handakuten
      case 0x2640: key.append("f")  // ♀
      case 0x2642: key.append("m")  // ♂
      case 0x30FC, 0xFF70: break  // the long-vowel mark
      default:
        let kana = hiraganaToKatakana(mapped)
        guard kana.properties.isAlphabetic || kana.properties.numericType != nil else { continue }
        key.append(kana)
      }
    }
    return String(key)
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// Full-width ASCII as ASCII; half-width katakana as full-width.
  static func widthFolded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    case 0xFF66...0xFF9D:
      let index = Int(scalar.value - 0xFF66)
      return halfWidthKatakana[index]
    default: return scalar
    }
  }

  /// ｦ to ﾝ (U+FF66–U+FF9D) as full-width katakana, in code point order.
  private static let halfWidthKatakana: [Unicode.Scalar] = Array(
    "ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
      .unicodeScalars)

  /// Hiragana ぁ–ゖ (U+3041–U+3096) as the katakana of the same sound.
  private static func hiraganaToKatakana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard (0x3041...0x3096).contains(scalar.value) else { return scalar }
    return Unicode.Scalar(scalar.value + 0x60) ?? scalar
  }

  /// Joins a voiced-sound mark to the kana before it: カ and ﾞ are ガ, ハ and ﾟ are パ,
  /// ウ and ﾞ are ヴ. A mark after anything else is left out.
  private static func voice(_ key: inout String.UnicodeScalarView, semi: Bool) {
    guard let last = key.last else { return }
    let value = last.value
    let voiced: UInt32?
    switch value {
    case 0x30A6 where !semi: voiced = 0x30F4  // ウ → ヴ
    case 0x30AB...0x30C1 where !semi && value % 2 == 1: voiced = value + 1  // カ…チ
    case 0x30C4, 0x30C6, 0x30C8: voiced = semi ? nil : value + 1  // ツ テ ト
    case 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB: voiced = value + (semi ? 2 : 1)  // ハ行
    default: voiced = nil
    }
    guard let voiced, let scalar = Unicode.Scalar(voiced) else { return }
    key.removeLast()
    key.append(scalar)
  }
}
