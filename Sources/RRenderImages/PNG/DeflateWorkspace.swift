internal import CDeflate
import Synchronization

/// The scanline buffer and libdeflate compressor of one zlib stream, kept for the next image:
/// rrender maps every block of 128 KiB or more anew (`MallocTuning`), so a fresh buffer and
/// compressor per page cost 8 % more CPU in page faults, as a fresh surface per page did for the
/// painter (`CairoSurface.reuse`).
///
/// Used by one stream at a time: taken from `kept`, given back when the stream is done.
final class DeflateWorkspace: @unchecked Sendable {
    /// Workspaces kept at most, one per render worker of two cores: keeping more saved no CPU
    /// and held more memory (Benchmarks/results/2026-12-06-png-encoders.md).
    static let keptLimit = 2
    /// The largest buffer kept (an RGBA page of 1264×1680 is 8.5 MB): a huge image's is let go.
    static let keptCapacityLimit = 16 << 20
    private static let kept = Mutex<[DeflateWorkspace]>([])

    let level: Int32
    /// libdeflate's state; nil when it could not be allocated.
    let compressor: OpaquePointer?
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private(set) var count = 0

    private init(level: Int32, capacity: Int) {
        self.level = level
        compressor = libdeflate_alloc_compressor(level)
        self.capacity = max(capacity, 1)
        bytes = .allocate(capacity: self.capacity)
    }

    deinit {
        bytes.deallocate()
        if let compressor { libdeflate_free_compressor(compressor) }
    }

    /// A workspace at `level` with room for `capacity` bytes, emptied: a kept one when there is one.
    static func take(level: Int32, capacity: Int) -> DeflateWorkspace {
        let found = kept.withLock { list -> DeflateWorkspace? in
            guard let index = list.firstIndex(where: { $0.level == level && $0.compressor != nil }) else { return nil }
            return list.remove(at: index)
        }
        guard let found else { return DeflateWorkspace(level: level, capacity: capacity) }
        found.count = 0
        found.reserve(capacity)
        return found
    }

    /// Keeps `workspace` for a later stream, unless enough are kept or it is too large.
    static func give(_ workspace: DeflateWorkspace) {
        guard workspace.compressor != nil, workspace.capacity <= keptCapacityLimit else { return }
        kept.withLock { list in
            if list.count < keptLimit { list.append(workspace) }
        }
    }

    /// Appends `input`.
    func append(_ input: UnsafeRawBufferPointer) {
        guard let base = input.baseAddress, input.count > 0 else { return }
        reserve(count + input.count)
        UnsafeMutableRawPointer(bytes + count).copyMemory(from: base, byteCount: input.count)
        count += input.count
    }

    /// Room for `total` bytes, the bytes kept.
    private func reserve(_ total: Int) {
        guard total > capacity else { return }
        let grown = max(total, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: bytes, count: count)
        bytes.deallocate()
        bytes = moved
        capacity = grown
    }
}
