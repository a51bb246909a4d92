import Domain
import Foundation
import Testing

/// Messages quoting something long from outside are cut to a readable length.
@Suite struct SafeTextLengthTests {
  @Test func aShortLineIsKeptAsItIs() {
    let line = "unexpected answer from https://pokeapi.co/api/v2/pokemon/25/: not JSON"
    #expect(SafeText.bounded(line) == line)
  }

  @Test func aTwoHundredKilobyteLinkKeepsItsStartAndEnd() {
    let link = "http://127.0.0.1:8080/api/v2/" + String(repeating: "a", count: 200_000) + "/end"
    let line = SafeText.bounded("unexpected answer from \(link): a link to another host")
    #expect(line.count < SafeText.readableLength)
    #expect(line.hasPrefix("unexpected answer from http://127.0.0.1:8080/api/v2/aaa"))
    #expect(line.hasSuffix("aaa/end: a link to another host"))
    #expect(line.contains("…"))
  }

  @Test func aLongLineOfShortWordsKeepsItsStartAndItsEnd() {
    let words = Array(repeating: "word", count: 1000).joined(separator: " ")
    let line = SafeText.bounded("cannot read: " + words + " (the end)")
    #expect(line.count <= SafeText.readableLength + 1)
    #expect(line.hasPrefix("cannot read: word"))
    #expect(line.hasSuffix("word (the end)"))
  }

  @Test func wordsUpToTheLimitStayWhole() {
    // With its colon, the word is exactly as long as a word may be.
    let path = "/" + String(repeating: "p", count: SafeText.readableWordLength - 2)
    #expect(SafeText.bounded("cannot use \(path): permission denied")
      == "cannot use \(path): permission denied")
  }
}
