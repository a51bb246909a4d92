// The module's one import of Foundation, seen by every file of the module (and by the
// modules that import it): FoundationEssentials wherever the platform has it, Foundation
// proper only where it does not. Foundation proper on Linux brings CoreFoundation and ICU's
// data, whose loading was most of a run's start (docs/performance.md), so no other file
// imports either; `FoundationEssentialsTests` holds every file to that.
#if canImport(FoundationEssentials)
  @_exported import FoundationEssentials
#else
  @_exported import Foundation
#endif

// The kinds of entry, the search keys and SafeText, which the database's build step shares.
@_exported import PokedexKeys
