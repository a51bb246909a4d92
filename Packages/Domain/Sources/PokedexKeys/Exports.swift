// The module's one import of Foundation, as in Domain's `Exports.swift`: FoundationEssentials
// wherever the platform has it, Foundation proper only where it does not.
#if canImport(FoundationEssentials)
  @_exported import FoundationEssentials
#else
  @_exported import Foundation
#endif
