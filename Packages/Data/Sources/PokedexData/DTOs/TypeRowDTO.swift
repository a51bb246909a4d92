// The fields of a `type` document that the type chart keeps, read by the generator for
// the built-in tables and, over another API, by the type chart itself.

/// A link's id: `/api/v2/type/13/` → 13.
package struct RowLink: Decodable, Sendable {
  /// Missing from some links (an evolution chain's).
  package let name: String?
  package let url: String
  package var id: Int? { ResourceID.trailingNumber(of: url) }
}

/// A name in one language.
package struct RowWord: Decodable, Sendable {
  package let name: String
  package let language: RowLink
}

package struct TypeRowDTO: Decodable, Sendable {
  package struct Relations: Decodable, Sendable {
    package let doubleDamageFrom: [RowLink]
    package let halfDamageFrom: [RowLink]
    package let noDamageFrom: [RowLink]

    /// The factor, in percent, of each attacking type's id the relations name.
    package var factors: [Int: Int] {
      var factors: [Int: Int] = [:]
      for link in doubleDamageFrom { if let id = link.id { factors[id] = 200 } }
      for link in halfDamageFrom { if let id = link.id { factors[id] = 50 } }
      for link in noDamageFrom { if let id = link.id { factors[id] = 0 } }
      return factors
    }
  }
  /// The relations the type had up to and including `generation`.
  package struct PastRelations: Decodable, Sendable {
    package let generation: RowLink
    package let damageRelations: Relations
  }
  /// One Pokémon of the type.
  package struct Member: Decodable, Sendable { package let pokemon: RowLink }
  package let id: Int
  package let name: String
  package let generation: RowLink?
  package let moveDamageClass: RowLink?
  package let damageRelations: Relations
  package let pastDamageRelations: [PastRelations]?
  package let names: [RowWord]?
  /// Every Pokémon (forms included) with the type; read over the network only.
  package let pokemon: [Member]?
  /// Every move of the type; read over the network only.
  package let moves: [RowLink]?
}
