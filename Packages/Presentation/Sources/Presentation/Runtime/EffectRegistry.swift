import Domain
/// The work a store is running, filed by key and by the ids it answers to: the
/// bookkeeping behind `cancel(id:)`, `cancelInFlight` and a test's "still running" check.
///
/// Work is started and cancelled on the main actor. The lock is for the reads a test
/// store makes when it goes away, and for a store's `deinit`, which may run anywhere.
final class EffectRegistry: @unchecked Sendable {
  // Every field is read and written under `lock`.
  private let lock = Lock()
  private var running: [Int: EffectRecord] = [:]
  private var keysByID: [EffectID: Set<Int>] = [:]
  private var lastKey = 0

  /// How many pieces of work are running.
  var runningCount: Int { lock.withLock { running.count } }

  /// A new record for work marked with `ids`, filed as running.
  func record(ids: [EffectID]) -> EffectRecord {
    lock.withLock {
      lastKey &+= 1
      let record = EffectRecord(key: lastKey, ids: ids, registry: self)
      running[record.key] = record
      for id in ids { keysByID[id, default: []].insert(record.key) }
      return record
    }
  }

  /// Marks `record`'s work returned: what it sends from now on is a mistake.
  func finish(_ record: EffectRecord) {
    record.markReturned()
    forget(record)
  }

  /// Cancels every piece of work marked with `id`.
  func cancel(_ id: EffectID) {
    let records = lock.withLock {
      (keysByID[id] ?? []).compactMap { running[$0] }
    }
    for record in records { record.cancel() }
  }

  /// Cancels every piece of work still running.
  func cancelAll() {
    let records = lock.withLock { Array(running.values) }
    for record in records { record.cancel() }
  }

  /// Takes `record` off the books, under every id it had.
  func forget(_ record: EffectRecord) {
    lock.withLock {
      guard running.removeValue(forKey: record.key) != nil else { return }
      for id in record.ids {
        keysByID[id]?.remove(record.key)
        if keysByID[id]?.isEmpty == true { keysByID[id] = nil }
      }
    }
  }
}
