// The module's one import of Foundation (see PokedexData's `Exports.swift` for why it is
// FoundationEssentials wherever the platform has it).
#if canImport(FoundationEssentials)
  @_exported import FoundationEssentials
#else
  @_exported import Foundation
#endif
@_exported import Domain
@_exported import PokedexData
