/// A search over items (`raises speed`, `category held-items, !held by pikachu`).
public typealias ItemQuery = KindQuery<ItemQueryCondition, ItemSort>

/// One condition of an item query.
public enum ItemQueryCondition: QueryAtom {
  /// Words its effect holds, every one: `effect evolve`.
  case effect(String)
  /// A field holds what `name` names: `category evolution`, `pocket berries`,
  /// `attribute holdable`.
  case named(ItemField, String)
  /// A Pokémon is found holding it in the wild: `held by pikachu`.
  case heldBy(pokemon: String)
  /// A number of the item compared with a number: `cost > 1000`, `fling >= 100`.
  case compare(ItemQuantity, QueryComparison, Double)
}

/// The fields an item term names a thing of.
public enum ItemField: String, Hashable, Sendable, CaseIterable {
  case category, pocket, attribute
}

/// A number an item comparison reads.
public enum ItemQuantity: String, Hashable, Sendable, CaseIterable {
  /// What a shop asks, as the list shows it.
  case cost
  /// Fling's power with it.
  case fling
}

extension ItemQueryCondition: CustomStringConvertible {
  /// The condition written back in the search language: what an error names.
  public var description: String {
    switch self {
    case .effect(let words): return "effect " + words
    case .named(let field, let name): return field.rawValue + " " + name
    case .heldBy(let pokemon): return "held by " + pokemon
    case .compare(let quantity, let comparison, let value):
      return "\(quantity.rawValue) \(comparison.rawValue) \(QueryGrammar.written(value))"
    }
  }
}
