import Domain
import Foundation

/// A page of moves as JSON for scripts, in the shape of `pokecli list --json`
/// (docs/json.md): change it only by adding fields.
public enum MoveListJSON {
  struct Document: Encodable {
    let count: Int
    let offset: Int
    let limit: Int
    let page: OrNull<Int>
    let pages: OrNull<Int>
    let next: OrNull<PokemonListJSON.Next>
    let results: [Row]
  }

  struct Row: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let type: OrNull<String>
    let damageClass: OrNull<String>
    let power: OrNull<Int>
    let accuracy: OrNull<Int>
    let pp: OrNull<Int>
    let priority: Int
    let generation: OrNull<Int>
  }

  /// `page`, asked for as `request`, pretty-printed with sorted keys.
  public static func render(_ page: Page<MoveRow>, request: PageRequest, hints: any Hints) -> String {
    let last = page.offset + page.items.count
    let following = PageRequest(offset: last, limit: request.limit)
    let next = last < page.totalCount
      ? hints.text(for: .nextPage(following)).map {
        PokemonListJSON.Next(offset: following.offset, limit: following.limit, command: $0)
      }
      : nil
    let document = Document(
      count: page.totalCount, offset: page.offset, limit: page.limit,
      page: OrNull(request.pageNumber),
      pages: OrNull(request.pageNumber.map { _ in request.pageCount(totalCount: page.totalCount) }),
      next: OrNull(next),
      results: page.items.map { row in
        let move = row.move
        return Row(
          id: move.id, name: move.name, displayName: move.displayName,
          type: OrNull(move.type?.slug), damageClass: OrNull(move.damageClass),
          power: OrNull(move.power), accuracy: OrNull(move.accuracy), pp: OrNull(move.pp),
          priority: row.priority, generation: OrNull(row.generation))
      })
    return (JSONText.encode(document) ?? "{}") + "\n"
  }
}
