import Domain
import Foundation
import Infrastructure
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileStorage` under concurrent use: the lock serialises read-modify-write sequences and a
/// reader never sees half a write. Real threads are used, not tasks, because the store
/// blocks in system calls and the lock must hold between separate open file descriptions.
@Suite struct FileStorageConcurrencyTests {
  @Test func lockSerialisesTwentyConcurrentIncrements() async throws {
    let sandbox = try FileStoreSandbox.make()
    defer { sandbox.remove() }
    let store = sandbox.store
    let counter = try StorageKey("counter")
    let failures = Locked<[String]>([])
    await onThreads(20) { _ in
      do {
        try store.withExclusiveLock(counter) {
          let count = try store.read(counter).flatMap { Int(String(decoding: $0, as: UTF8.self)) }
          usleep(1_000)  // Widens the window a missing lock would lose an update in.
          try store.write(Data(String((count ?? 0) + 1).utf8), to: counter)
        }
      } catch {
        failures.update { $0.append(String(describing: error)) }
      }
    }
    #expect(failures.value == [])
    #expect(try store.read(counter) == Data("20".utf8))
  }

  @Test func lockIsAFlockOnTheKeysLockFileSeenByEveryOpener() throws {
    try FileStoreSandbox.run { sandbox in
      let lockFile = sandbox.path("card/index.lock")
      let isFree = { () -> Bool in
        let descriptor = open(lockFile, O_RDONLY)
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0
      }
      let heldInside = try sandbox.store.withExclusiveLock(StorageKey("card", "index")) {
        isFree()
      }
      #expect(heldInside == false)
      #expect(isFree())
    }
  }

  @Test func lockIsReleasedAndTheBodysErrorPassedOnWhenTheBodyThrows() throws {
    struct Refusal: Error, Equatable {}
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("favorites")
      #expect(throws: Refusal()) {
        try sandbox.store.withExclusiveLock(key) { throw Refusal() }
      }
      #expect(try sandbox.store.withExclusiveLock(key) { 42 } == 42)
    }
  }

  @Test func readerNeverSeesAPartialDocument() async throws {
    let sandbox = try FileStoreSandbox.make()
    defer { sandbox.remove() }
    let store = sandbox.store
    let key = try StorageKey("card", "25")
    let versions = [Data(repeating: 0x61, count: 200_000), Data(repeating: 0x62, count: 100_000)]
    try store.write(versions[0], to: key)
    let isWriting = Locked(true)
    let torn = Locked(0)
    await onThreads(2) { thread in
      if thread == 0 {
        for round in 0..<50 { try? store.write(versions[round % 2], to: key) }
        isWriting.update { $0 = false }
      } else {
        while isWriting.value {
          let document = try? store.read(key)
          if document.map(versions.contains) != true { torn.update { $0 += 1 } }
        }
      }
    }
    #expect(torn.value == 0)
  }
}

// MARK: - Threads

/// Runs `body(0..<count)` on `count` new threads at once and returns when all have ended,
/// without blocking a thread of the concurrency pool while waiting.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
  let remaining = Locked(count)
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    for index in 0..<count {
      Thread.detachNewThread {
        body(index)
        let isLast = remaining.update { count -> Bool in
          count -= 1
          return count == 0
        }
        if isLast { continuation.resume() }
      }
    }
  }
}

/// A value shared between threads behind a lock.
private final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value { lock.withLock { stored } }

  @discardableResult
  func update<Result>(_ change: (inout Value) -> Result) -> Result {
    lock.withLock { change(&stored) }
  }
}
