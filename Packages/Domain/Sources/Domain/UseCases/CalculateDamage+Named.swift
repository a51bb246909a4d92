/// What one side of a calculation names beside its Pokémon: looked up side by side, each
/// only when named, as the Pokémon and the move are read.
extension CalculateDamage {
  /// The nature, ability and item a side names; `nil` for each it leaves to the defaults.
  struct NamedChoices: Sendable {
    var nature: Nature?
    var ability: NamedSlug?
    var item: NamedSlug?
  }

  /// The entries `setUp` names, read at once. Awaited nature, ability, item: the first
  /// unknown name of the three is the one a player is told of.
  /// - Throws: as the repositories do (an unknown name, with the nearest ones).
  func named(by setUp: DamageSetUp) async throws -> NamedChoices {
    async let nature = Self.lookUp(setUp.nature, in: self.nature)
    async let ability = Self.lookUp(setUp.ability, in: self.ability)
    async let item = Self.lookUp(setUp.item, in: self.item)
    return NamedChoices(nature: try await nature, ability: try await ability, item: try await item)
  }

  /// What `read` answers for `query`; `nil`, unasked, without one.
  private static func lookUp<Entry: Sendable>(
    _ query: EntryQuery?, in read: @Sendable (EntryQuery) async throws -> Entry
  ) async throws -> Entry? {
    guard let query else { return nil }
    return try await read(query)
  }
}
