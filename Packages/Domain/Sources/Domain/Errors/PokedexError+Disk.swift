extension PokedexError {
  /// The reasons `.storageFailed` gives when the disk itself refuses: read-only, or
  /// full. Infrastructure writes them whatever the system's own words; the hints read
  /// them, since running the same command again cannot mend either.
  public enum DiskReason {
    /// The file system is mounted read-only.
    public static let readOnly = "read-only file system"
    /// The disk has no space left.
    public static let full = "no space left on device"
    /// The user's quota on the disk is used up.
    public static let overQuota = "disk quota exceeded"
  }

  /// What a full or read-only disk means for a command that writes.
  public enum DiskCondition: Hashable, Sendable {
    /// Nothing can be written there at all.
    case readOnly
    /// Nothing more can be written there until space is freed.
    case full
  }

  /// The disk's condition this failure says, if it says one.
  public var diskCondition: DiskCondition? {
    guard case .storageFailed(_, let reason) = self else { return nil }
    if reason.contains(DiskReason.readOnly) { return .readOnly }
    if reason.contains(DiskReason.full) || reason.contains(DiskReason.overQuota) {
      return .full
    }
    return nil
  }
}
