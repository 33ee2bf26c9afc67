/// Deflate's bits (least significant first) gathered into whole bytes at `cursor`. A plain value
/// the encoder's loops keep in a local variable; the caller owns the memory and its bound.
struct DeflateBits {
    var cursor: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64
    private var used: Int

    init(cursor: UnsafeMutablePointer<UInt8>, buffer: UInt64 = 0, used: Int = 0) {
        self.cursor = cursor
        self.buffer = buffer
        self.used = used
    }

    /// The bits not yet in a whole byte (fewer than 8 after `wholeBytes`).
    var pending: (buffer: UInt64, used: Int) { (buffer, used) }

    /// The low `count` bits of `value` (which has no bits above them), at most 32.
    @inline(__always)
    mutating func put(_ value: UInt64, _ count: Int) {
        buffer |= value << UInt64(used)
        used += count
        if used >= 32 {
            UnsafeMutableRawPointer(cursor).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            cursor += 4
            buffer >>= 32
            used -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if used % 8 != 0 { put(0, 8 - used % 8) }
    }

    /// Moves every whole byte to memory, leaving fewer than 8 bits pending.
    mutating func wholeBytes() {
        while used >= 8 {
            cursor.pointee = UInt8(truncatingIfNeeded: buffer)
            cursor += 1
            buffer >>= 8
            used -= 8
        }
    }
}
