import Domain
import Infrastructure
import Testing

/// The decoder says when it holds the beginning of a key, so the reader knows to wait a
/// little before turning a lone Esc into a key.
@Suite struct KeyDecoderPendingTests {
  @Test func aLoneEscIsHeldUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingPrefix)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingPrefix)
  }

  @Test func anEscFlushedBeforeTheRestArrivesIsEscFollowedByCharacters() {
    var decoder = KeyDecoder()
    _ = decoder.decode([0x1B])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.decode(Array("[A".utf8)) == [.character("["), .character("A")])
  }

  @Test(arguments: ["\u{1B}[", "\u{1B}[1;5", "\u{1B}O", "\u{1B}[<64;1", "\u{1B}[[", "\u{E9}"])
  func anUnfinishedKeyIsPending(_ prefix: String) {
    var decoder = KeyDecoder()
    let bytes = Array(prefix.utf8)
    #expect(decoder.decode(bytes.dropLast()) == [])
    #expect(decoder.hasPendingPrefix)
  }

  @Test(arguments: ["j", "\u{1B}[A", "\u{1B}OA", "\u{1B}[<65;1;1M", "é", "\r"])
  func aFinishedKeyLeavesNothingPending(_ text: String) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(text.utf8)).count == 1)
    #expect(!decoder.hasPendingPrefix)
    #expect(decoder.flush() == [])
  }
}
