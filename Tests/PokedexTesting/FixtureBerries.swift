import Foundation

/// The berries of `FixturePokedex`, written out by hand as PokeAPI documents them: Cheri
/// (one flavor, the rest at potency 0) and Oran (four flavors; its item is
/// `FixtureItems`'), and their list. A berry is found by its number or its own name
/// (`oran`), not its item's.
enum FixtureBerries {
  /// The document at `parts` (`["berry", "7"]`, `["berry"]`); `nil` for one the Pokédex
  /// does not have.
  static func document(_ parts: [String], root: String) -> Any? {
    FixtureResource.document(
      parts, root: root, entries: berries, key: { ($0.id, $0.name) },
      document: { document($0, root: root) })
  }

  struct Berry: Sendable {
    let id: Int
    let name: String
    let item: (id: Int, name: String)
    let firmness: (id: Int, name: String)
    let size: Int
    let growthTime: Int
    let gift: (id: Int, type: String, power: Int)
    /// Potency of spicy, dry, sweet, bitter and sour, in that order.
    let potencies: [Int]
  }

  static let berries: [Berry] = [
    Berry(
      id: 1, name: "cheri", item: (126, "cheri-berry"), firmness: (2, "soft"), size: 20,
      growthTime: 3, gift: (10, "fire", 60), potencies: [10, 0, 0, 0, 0]),
    Berry(
      id: 7, name: "oran", item: (132, "oran-berry"), firmness: (5, "super-hard"), size: 35,
      growthTime: 4, gift: (4, "poison", 60), potencies: [10, 10, 0, 10, 10]),
  ]

  static let flavors = ["spicy", "dry", "sweet", "bitter", "sour"]

  static func document(_ berry: Berry, root: String) -> [String: Any] {
    [
      "id": berry.id, "name": berry.name, "item": link(root, "item", berry.item.id, berry.item.name),
      "firmness": link(root, "berry-firmness", berry.firmness.id, berry.firmness.name),
      "size": berry.size, "max_harvest": 5, "growth_time": berry.growthTime,
      "natural_gift_type": link(root, "type", berry.gift.id, berry.gift.type),
      "natural_gift_power": berry.gift.power, "smoothness": 25, "soil_dryness": 15,
      "flavors": zip(flavors.indices, berry.potencies).map { index, potency in
        [
          "potency": potency,
          "flavor": link(root, "berry-flavor", index + 1, flavors[index]),
        ] as [String: Any]
      },
    ]
  }

  private static func link(_ root: String, _ resource: String, _ id: Int, _ name: String)
    -> [String: String]
  {
    FixtureMoves.link(root, resource, id, name)
  }
}
