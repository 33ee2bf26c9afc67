internal import CZlibShim

/// The growing PNG file: one allocation, grown by doubling, that the compressor writes into
/// directly; copied once into an exactly sized array at the end.
struct PNGByteBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Free space after the last byte (valid until the next `reserve`).
    var tail: UnsafeMutableBufferPointer<UInt8> {
        UnsafeMutableBufferPointer(start: base + count, count: capacity - count)
    }

    /// Counts `n` bytes written directly into `tail`.
    mutating func advance(by n: Int) {
        count += n
    }

    mutating func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        for b in bytes { base[count] = b; count += 1 }
    }

    mutating func append(uint32BE value: UInt32) {
        append([UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Overwrites four bytes at `offset` with `value`, big-endian.
    func patch(uint32BE value: UInt32, at offset: Int) {
        for i in 0..<4 { base[offset + i] = UInt8((value >> (24 - 8 * UInt32(i))) & 0xFF) }
    }

    /// Starts a chunk: a length placeholder and the type; returns the chunk's offset.
    mutating func beginChunk(_ type: String) -> Int {
        let start = count
        append(uint32BE: 0)
        append(Array(type.utf8))
        return start
    }

    /// Ends the chunk that began at `start`: fills in its length and appends its CRC (PNG §5.3).
    mutating func endChunk(start: Int) {
        let typeAndData = count - start - 4
        patch(uint32BE: UInt32(typeAndData - 4), at: start)
        let crc = crc32_z(0, base + start + 4, z_size_t(typeAndData))
        append(uint32BE: UInt32(truncatingIfNeeded: crc))
    }

    /// A complete chunk.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        let start = beginChunk(type)
        append(data)
        endChunk(start: start)
    }

    /// The bytes written so far, as an exactly sized array.
    func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }
}

/// Receives the zlib stream and wraps it in IDAT chunks of at most `maximumChunkSize` bytes;
/// a chunk is opened only when there are bytes to put in it, so none is ever empty.
struct IDATWriter: ~Copyable {
    var buffer: PNGByteBuffer
    let maximumChunkSize: Int
    private var openChunk: Int?

    init(buffer: consuming PNGByteBuffer, maximumChunkSize: Int) {
        self.buffer = buffer
        self.maximumChunkSize = maximumChunkSize
    }

    /// Space for the compressor: at least `minimum` bytes (when the chunk limit allows), never
    /// more than what the open chunk may still take.
    mutating func space(minimum: Int) -> UnsafeMutableBufferPointer<UInt8> {
        if openChunk == nil { openChunk = buffer.beginChunk("IDAT") }
        let used = buffer.count - (openChunk ?? buffer.count) - 8
        let room = maximumChunkSize - used
        buffer.reserve(min(room, minimum) + 12)  // + the CRC and the next chunk's header
        let tail = buffer.tail
        return UnsafeMutableBufferPointer(rebasing: tail[0..<min(room, tail.count - 12)])
    }

    /// Counts `n` bytes written into the last `space`, closing the chunk when it is full.
    mutating func commit(_ n: Int) {
        buffer.advance(by: n)
        guard let start = openChunk, buffer.count - start - 8 >= maximumChunkSize else { return }
        close()
    }

    /// Closes the open chunk, if any.
    mutating func close() {
        guard let start = openChunk else { return }
        buffer.endChunk(start: start)
        openChunk = nil
    }

    /// Writes `bytes` whole (for the stored-block writer and the zlib header and trailer).
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let space = space(minimum: bytes.count - offset)
            let n = min(space.count, bytes.count - offset)
            UnsafeMutableRawBufferPointer(space).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + n]))
            commit(n)
            offset += n
        }
    }
}
