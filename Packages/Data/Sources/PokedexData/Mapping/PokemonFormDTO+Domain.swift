import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PokemonFormDTO {
  /// The form's full English name, such as "Alolan Raichu", safe to print; `nil` when
  /// PokeAPI has none (most default forms).
  var englishName: String? { names?.english.safe.flatMap { $0.isEmpty ? nil : $0 } }

  /// The form's own part of the name in English, such as "Limited Build", safe to print.
  var englishFormName: String? {
    formNames?.english.safe.flatMap { $0.isEmpty ? nil : $0 }
  }
}

extension NamedDocumentDTO {
  /// The English name, such as "Thunder Stone" or "Route 217", safe to print.
  var englishName: String? { names?.english.safe.flatMap { $0.isEmpty ? nil : $0 } }
}
