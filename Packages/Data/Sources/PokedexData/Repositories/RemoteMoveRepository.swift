import Domain
import Foundation

/// Moves from PokeAPI itself: the `move` document, and the `machine` document of each game
/// that teaches it by machine (PokeAPI names a machine's item only there), at most
/// `maxConcurrentRequests` at once.
///
/// A name PokeAPI does not know (`willowisp`) is looked up in the list of every move's
/// name: one spelled the same but for hyphens and spaces is loaded instead, by its number;
/// otherwise the error carries the closest names.
public struct RemoteMoveRepository: EntryRepository {
  let loader: DocumentLoader
  let endpoints: PokeAPIEndpoints

  public init(
    client: any HTTPClient, endpoints: PokeAPIEndpoints,
    maxConcurrentRequests: Int = RemotePokemonRepository.defaultMaxConcurrentRequests,
    retries: RetryPolicy = .standard, recentDocuments: RecentBodies? = nil
  ) {
    self.loader = DocumentLoader(
      client: client, maxConcurrentRequests: maxConcurrentRequests, retries: retries,
      recent: recentDocuments)
    self.endpoints = endpoints
  }

  public var kind: EntryKind { .move }

  public func entry(_ query: EntryQuery) async throws -> Move {
    let url = endpoints.document(.move, query.pathComponent)
    let document: IdentifiedMoveDTO
    do {
      document = try await loader.load(IdentifiedMoveDTO.self, from: url)
    } catch PokedexError.notFound {
      guard case .name(let slug) = query else {
        throw PokedexError.entryNotFound(.move, query, suggestions: [])
      }
      // The list is a courtesy: if it cannot be had, say so without suggestions.
      let names = (try? await everyName()) ?? []
      let compact = NameNormalizer.compact(slug)
      if let listed = names.first(where: { NameNormalizer.compact($0.name) == compact }),
        let id = ResourceID.trailingNumber(of: listed.url)
      {
        // By its number: the spelling the list gives may still not be a path this
        // server knows.
        return try await entry(.number(id))
      }
      throw PokedexError.entryNotFound(
        .move, query, suggestions: NameSuggestions.closest(to: slug, in: names.map(\.name)))
    }
    let move = document.move
    let machineIDs = Array(Set((move.machines ?? []).compactMap(\.machine.id))).sorted()
    let items = try await OrderedConcurrency.map(machineIDs) { [loader, endpoints] id in
      let machine = try await loader.load(
        MachineDTO.self, from: endpoints.document(.machine, id))
      return (id, machine.item.name)
    }
    return move.toDomain(
      id: document.id, machineItems: Dictionary(items, uniquingKeysWith: { first, _ in first }))
  }

  /// Every move's slug and link, from one request.
  private func everyName() async throws -> [(name: String, url: String)] {
    let url = endpoints.list(.move, limit: RemotePokemonRepository.everything)
    return try await loader.load(PokemonListPageDTO.self, from: url).results.map {
      ($0.name, $0.url)
    }
  }
}

/// A `move` document with its id, which the move's card shows.
struct IdentifiedMoveDTO: Decodable, Sendable {
  let id: Int
  let move: MoveDTO

  private enum CodingKeys: String, CodingKey { case id }

  init(from decoder: any Decoder) throws {
    id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
    move = try MoveDTO(from: decoder)
  }
}
