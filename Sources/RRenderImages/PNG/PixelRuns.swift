/// Runs of equal pixels, sixteen at a time: most of a rendered page is its background.
enum PixelRuns {
    /// 16 when the 16 pixels at `row` (of `available` left) are all `value` once `mask` is ORed
    /// in, else nil. A plain OR reduction, which the compiler vectorises (Swift's SIMD types
    /// compare lane-wise through unspecialised calls here: twice the time of the whole encode).
    @inline(__always)
    static func sameSixteen(_ row: UnsafePointer<UInt32>, upTo available: Int, as value: UInt32, mask: UInt32) -> Int? {
        guard available >= 16 else { return nil }
        var difference: UInt32 = 0
        for i in 0..<16 { difference |= (row[i] | mask) ^ value }
        return difference == 0 ? 16 : nil
    }
}
