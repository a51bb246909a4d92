import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli damage` end to end, from the built-in database with no request: cases of
/// Smogon's calculator (`smogon/damage-calc`, `calc/src/test/calc.test.ts`, named by
/// their test there) set up from the built-in base stats, moves and charts, and the one
/// line for what cannot be honoured.
@Suite("pokecli damage, end to end", .timeLimit(.minutes(20)))
struct DamageCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["damage"] + arguments)
  }

  static func document(_ arguments: [String]) async throws -> [String: Any] {
    try await CLIHarness.builtInDocument(["damage"] + arguments)
  }

  /// "Multiscale and Shadow Shield Should halve damage taken", and not below full HP.
  @Test func multiscaleHalvesAHitAtFullHP() async throws {
    let full = await Self.run(["abomasnow", "ice-shard", "dragonite", "--vs-ability", "multiscale"])
    #expect(full.status == 0)
    #expect(full.stderr == "")
    #expect(full.stdout.hasPrefix("""
      0 Atk Abomasnow Ice Shard vs. 0 HP / 0 Def Multiscale Dragonite: 84-102 (26 -
      31.5%) -- guaranteed 4HKO
      """))
    let hurt = try await Self.document([
      "abomasnow", "ice-shard", "dragonite", "--vs-ability", "multiscale", "--vs-hp", "69",
    ])
    #expect(hurt["min"] as? Int == 168)
    #expect(hurt["max"] as? Int == 204)
    #expect((hurt["defender"] as? [String: Any])?["hp"] as? Int == 69)
  }

  /// "Psychic Terrain": +2 Timid 252 SpA Mewtwo's Psystrike on a burned +1 SpD Bold
  /// 248 HP / 184 Def Marvel Scale Milotic; ×1.5 in generation VII, ×1.3 after.
  @Test(arguments: [("9", 288, 339), ("7", 331, 391)])
  func psychicTerrain(generation: String, min: Int, max: Int) async throws {
    let document = try await Self.document([
      "mewtwo", "psystrike", "milotic", "--nature", "timid", "--evs", "252spa",
      "--boosts", "+2spa", "--vs-nature", "bold", "--vs-evs", "248hp,184def",
      "--vs-ability", "marvel-scale", "--vs-item", "flame-orb", "--vs-status", "burn",
      "--vs-boosts", "+1spd", "--terrain", "psychic", "--generation", generation,
    ])
    #expect(document["min"] as? Int == min)
    #expect(document["max"] as? Int == max)
    #expect(document["notCounted"] as? [String] == [])
  }

  /// The calculator's own lines: "IVs are shown if applicable", "Ring Target should
  /// negate type nullfiers" (the item not named), "Psychic Terrain" (the stage of the
  /// stat not hit, the Flame Orb and the burn on a special move not named). Smogon's
  /// verdict there adds burn damage at the end of the turn, which this does not count.
  @Test(arguments: [
    (["mew", "psychic", "mew", "--ivs", "9spa,9spd,9hp", "--vs-evs", "9spa,9spd,9hp"],
      "0 SpA 9 IVs Mew Psychic vs. 9 HP / 9 SpD Mew: 43-51 (12.5 - 14.8%) -- possible 7HKO"),
    (["mew", "psychic", "mew", "--evs", "9spa,9spd,9hp", "--vs-ivs", "9spa,9spd,9hp"],
      "9 SpA Mew Psychic vs. 0 HP 9 IVs / 0 SpD 9 IVs Mew: 54-64 (16.9 - 20%) -- possible 5HKO"),
    (["mew", "sludge-bomb", "skarmory", "--vs-item", "ring-target"],
      "0 SpA Mew Sludge Bomb vs. 0 HP / 0 SpD Skarmory: 87-103 (32.1 - 38%) -- 94.6% chance to 3HKO"),
    (["mewtwo", "psystrike", "milotic", "--nature", "timid", "--evs", "252spa",
      "--boosts", "+2spa", "--vs-nature", "bold", "--vs-evs", "248hp,184def",
      "--vs-ability", "marvel-scale", "--vs-item", "flame-orb", "--vs-status", "burn",
      "--vs-boosts", "+1spd", "--terrain", "psychic"],
      "+2 252 SpA Mewtwo Psystrike vs. 248 HP / 184+ Def Marvel Scale Milotic in Psychic Terrain: 288-339 (73.2 - 86.2%)"),
  ])
  func theCalculatorsLine(arguments: [String], line: String) async throws {
    let document = try await Self.document(arguments)
    let description = try #require(document["description"] as? String)
    #expect(description.hasPrefix(line), "\(description)")
  }

  /// A lowered stage starts with a minus, as an option does: it is the stages' value all
  /// the same, alone or first in a list (the defender's lowered Defense raises the damage,
  /// the attacker's lowered Attack lowers it).
  @Test(arguments: [(["--vs-boosts", "-1def"], true), (["--boosts", "-1atk,+2spe"], false)])
  func aLoweredStageIsAValue(_ stages: [String], raisesTheDamage: Bool) async throws {
    let lowered = await Self.run(["garchomp", "earthquake", "heatran"] + stages)
    #expect(lowered.status == 0, "\(lowered.stderr)")
    let plain = try await Self.document(["garchomp", "earthquake", "heatran"])
    let staged = try await Self.document(["garchomp", "earthquake", "heatran"] + stages)
    let before = plain["max"] as? Int ?? 0
    let after = staged["max"] as? Int ?? 0
    #expect(raisesTheDamage ? after > before : after < before)
  }

  /// Sheer Force on a move PokeAPI gives no kind of effect is said, not guessed; on one
  /// it does, it is counted.
  @Test func sheerForceIsNotGuessed() async throws {
    let unknown = try await Self.document(["nidoking", "torch-song", "heatran", "--ability", "sheer-force"])
    #expect((unknown["notCounted"] as? [String])?.first?.hasPrefix("Sheer Force on Torch Song") == true)
    let plain = try await Self.document(["nidoking", "flamethrower", "snorlax"])
    let forced = try await Self.document(["nidoking", "flamethrower", "snorlax", "--ability", "sheer-force"])
    #expect(forced["notCounted"] as? [String] == [])
    #expect((forced["max"] as? Int ?? 0) > (plain["max"] as? Int ?? 0))
  }

  /// Battle Armor stops a critical hit: worked out, and said, as a plain hit.
  @Test func noCriticalHitOnBattleArmor() async throws {
    let plain = try await Self.document(["garchomp", "earthquake", "kabutops", "--vs-ability", "battle-armor"])
    let critical = try await Self.document([
      "garchomp", "earthquake", "kabutops", "--vs-ability", "battle-armor", "--crit",
    ])
    #expect(critical["rolls"] as? [Int] == plain["rolls"] as? [Int])
    #expect((critical["field"] as? [String: Any])?["isCritical"] as? Bool == false)
  }

  /// "Multi-hit interaction with Multiscale": three hits of Icicle Spear, as the
  /// calculator assumes of a 2–5 hit move, the first halved.
  @Test func multiHitWithMultiscale() async throws {
    let document = try await Self.document([
      "mamoswine", "icicle-spear", "dragonite", "--vs-ability", "multiscale",
    ])
    #expect(document["min"] as? Int == 360)
    #expect(document["max"] as? Int == 430)
    #expect((document["move"] as? [String: Any])?["hits"] as? Int == 3)
    #expect((document["knockOut"] as? [String: Any])?["verdict"] as? String == "guaranteed OHKO")
  }

  /// "Ring Target should negate type nullfiers": the verdict, as the calculator writes it.
  @Test func ringTargetAndAVerdictByChance() async throws {
    let document = try await Self.document(["mew", "sludge-bomb", "skarmory", "--vs-item", "ring-target"])
    #expect((document["knockOut"] as? [String: Any])?["verdict"] as? String == "94.6% chance to 3HKO")
  }

  /// Defaults are said, an ability assumed is marked, what was named and not counted is
  /// said in one line.
  @Test func assumptionsAndWhatIsNotCountedAreSaid() async {
    let counted = await Self.run(["garchomp", "earthquake", "heatran", "--vs-item", "booster-energy"])
    #expect(counted.status == 0)
    #expect(counted.stdout.contains("Flash Fire (its first)"))
    #expect(counted.stdout.contains("Unless given: level 100, 31 IVs, no EVs, no nature"))
    #expect(counted.stdout.contains("Not counted: Booster Energy."))
  }

  /// Tough Claws asks whether the move makes contact, which PokeAPI does not say.
  @Test func contactIsTheUsersToSay() async throws {
    let without = try await Self.document(["barbaracle", "stone-edge", "charizard", "--ability", "tough-claws"])
    let with = try await Self.document([
      "barbaracle", "razor-shell", "charizard", "--ability", "tough-claws", "--contact",
    ])
    #expect(without["contactAsked"] as? [String] == ["Tough Claws"])
    #expect(with["contactAsked"] as? [String] == [])
    #expect((with["move"] as? [String: Any])?["makesContact"] as? Bool == true)
  }

  @Test(arguments: [
    (["garchomp", "swords-dance", "heatran"], "no damage from Swords Dance: it is a status move"),
    (["garchomp", "earthquake", "heatran", "--tera", "fire", "--game", "platinum"],
      "--tera: Terastallization came with generation 9; \"platinum\" is generation 4"),
    (["garchomp", "earthquake", "heatran", "--terrain", "grassy", "--generation", "5"],
      "--terrain: terrains came with generation 6; \"black-2-white-2\" is generation 5"),
    (["garchomp", "earthquake", "heatran", "--weather", "snow", "--generation", "8"],
      "--weather snow came with generation 9 (hail before it changes no damage); \"sword-shield\" is generation 8"),
    (["pikachu", "thunderbolt", "gyarados", "--game", "red"],
      "damage is worked out from generation 3 on; \"red\" is generation 1"),
    (["garchomp", "earthquake", "heatran", "--hits", "2"], "--hits: Earthquake hits once"),
    (["cloyster", "icicle-spear", "heatran", "--hits", "6"], "--hits: Icicle Spear hits 2 to 5 times"),
    (["garchomp", "earthquake", "heatran", "--vs-evs", "253hp"], "--vs-evs: at most 252 EVs a stat (hp)"),
    (["garchomp", "earthquake", "heatran", "--ivs", "32"], "--ivs: an IV runs from 0 to 31"),
    (["garchomp", "earthquake", "heatran", "--boosts", "+7atk"], "--boosts: a stage runs from −6 to +6"),
    (["garchomp", "earthquake", "heatran", "--vs-boosts", "atk"], "--vs-boosts takes stat stages such as +1atk,-1spe"),
    (["garchomp", "earthquake", "heatran", "--vs-hp", "0%"], "--vs-hp takes the HP left as a percentage (50%) or in points (120)"),
    (["garchomp", "earthquake", "heatran", "--status", "sad"], "--status takes burn, poison, toxic, paralysis, sleep or freeze"),
    (["garchomp", "earthquake", "heatran", "--weather", "fog"], "--weather takes sun, rain, sand or snow"),
    (["garchomp", "earthquake", "heatran", "--screens", "wall"], "--screens takes reflect, light-screen, aurora-veil or both"),
    (["garchomp", "earthquake", "heatran", "--vs-level", "0"], "--vs-level runs from 1 to 100"),
    (["garchomp", "earthquake", "heatran", "--vs-tera", "!!"], "--vs-tera: \"!!\" is not a type's name"),
    (["garchomp", "earthquake", "heatran", "--vs-item", ""], "--vs-item: "),
  ])
  func whatCannotBeHonouredIsOneLineAndExit64(arguments: [String], message: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("pokecli: " + message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func anUnknownAbilityOrItemGivesTheNearestNames() async {
    let result = await Self.run(["garchomp", "earthquake", "heatran", "--vs-ability", "levitat"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("did you mean \"levitate\""))
  }

  /// The names are looked up side by side, but a player is told of the first wrong one
  /// as the command reads: the Pokémon, then the attacker's nature, ability and item,
  /// then the defender's.
  @Test(arguments: [
    (["garchomq", "earthquake", "heatran", "--nature", "adamantt"], "garchomq"),
    (["garchomp", "earthquake", "heatran", "--nature", "adamantt", "--item", "choise-band"], "adamantt"),
    (["garchomp", "earthquake", "heatran", "--vs-nature", "calmm", "--item", "choise-band"], "choise-band"),
    (["garchomp", "earthquake", "heatran", "--vs-item", "leftoverz", "--vs-ability", "flash-fir"], "flash-fir"),
  ])
  func theFirstWrongNameIsTheOneTold(arguments: [String], named: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == 1)
    #expect(result.stderr.contains("named \"\(named)\""), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
