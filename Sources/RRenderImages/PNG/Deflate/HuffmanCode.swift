/// A canonical Huffman code for deflate (RFC 1951 §3.2.2): each symbol's code length, at most
/// `limit` bits, and its code with the bits reversed, ready to be written least significant
/// bit first.
///
/// The lengths are those of a minimum-redundancy code (Moffat and Katajainen's in-place
/// algorithm over the used symbols sorted by frequency, ties by symbol), made to fit `limit` by
/// moving the deepest codes up (the Kraft sum kept at exactly 1). Equal frequencies give equal
/// codes: nothing here depends on anything but the counts.
struct HuffmanCode {
    /// Bits per symbol; 0 for a symbol that is not used.
    private(set) var lengths: [UInt8]
    /// The code of each symbol, bits reversed.
    private(set) var codes: [UInt16]

    /// Each symbol's reversed code in the low 16 bits and its length above, for the encoder's loop.
    var entries: [UInt32] { zip(codes, lengths).map { UInt32($0) | UInt32($1) << 16 } }

    /// The code for `frequencies`. At least two symbols get a code (deflate's decoders want a
    /// complete code), so a count of one or none is padded with the first unused symbols.
    init(frequencies: UnsafeBufferPointer<UInt32>, limit: Int) {
        let count = frequencies.count
        // Sort keys: the weight above, the symbol below (ties go by symbol).
        var keys: [UInt64] = []
        keys.reserveCapacity(count)
        for symbol in 0..<count where frequencies[symbol] > 0 { keys.append(UInt64(frequencies[symbol]) << 16 | UInt64(symbol)) }
        var symbol = 0
        while keys.count < 2 && symbol < count {
            if frequencies[symbol] == 0 { keys.append(1 << 16 | UInt64(symbol)) }
            symbol += 1
        }
        keys.sort()
        var depths = keys.map { Int($0 >> 16) }
        Self.minimumRedundancy(&depths)
        Self.fit(&depths, limit: limit)
        lengths = [UInt8](repeating: 0, count: count)
        // The least frequent symbols take the longest codes.
        for (i, key) in keys.enumerated() { lengths[Int(key & 0xFFFF)] = UInt8(depths[i]) }
        codes = Self.canonicalCodes(lengths)
    }

    /// The canonical codes of `lengths` (RFC 1951 §3.2.2), bits reversed.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var perLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + perLength[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = reverse(UInt16(next[Int(length)]), bits: Int(length))
            next[Int(length)] += 1
        }
        return codes
    }

    /// The low `bits` bits of `value` in reverse order.
    static func reverse(_ value: UInt16, bits: Int) -> UInt16 {
        var v = value
        v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
        v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
        v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
        v = v << 8 | v >> 8
        return v >> (16 - bits)
    }

    /// Turns the weights `a`, sorted in ascending order, into the code lengths of a
    /// minimum-redundancy code, in place (Moffat and Katajainen, 1995): the first phase builds
    /// the tree's internal nodes, the second their depths, the third the leaves' depths.
    static func minimumRedundancy(_ a: inout [Int]) {
        let n = a.count
        if n == 0 { return }
        if n == 1 {
            a[0] = 1
            return
        }
        a[0] += a[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]
                a[root] = next
                root += 1
            } else {
                a[next] = a[leaf]
                leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]
                a[root] = next
                root += 1
            } else {
                a[next] += a[leaf]
                leaf += 1
            }
        }
        a[n - 2] = 0
        if n >= 3 {
            for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 }
        }
        var available = 1, usedNodes = 0, depth = 0
        var rootIndex = n - 2, next = n - 1
        while available > 0 {
            while rootIndex >= 0 && a[rootIndex] == depth {
                usedNodes += 1
                rootIndex -= 1
            }
            while available > usedNodes {
                a[next] = depth
                next -= 1
                available -= 1
            }
            available = 2 * usedNodes
            depth += 1
            usedNodes = 0
        }
    }

    /// Makes the lengths `depths` (non-increasing, as `minimumRedundancy` leaves them) at most
    /// `limit`: the codes deeper than `limit` move up to it, then codes at shorter lengths move
    /// down one level until the Kraft sum is 1 again.
    static func fit(_ depths: inout [Int], limit: Int) {
        guard let deepest = depths.first, deepest > limit else { return }
        var perLength = [Int](repeating: 0, count: max(deepest, limit) + 1)
        for depth in depths { perLength[depth] += 1 }
        for bits in (limit + 1)..<perLength.count {
            perLength[limit] += perLength[bits]
            perLength[bits] = 0
        }
        var total = 0
        for bits in 1...limit { total += perLength[bits] << (limit - bits) }
        while total > 1 << limit {
            perLength[limit] -= 1
            for bits in stride(from: limit - 1, through: 1, by: -1) where perLength[bits] > 0 {
                perLength[bits] -= 1
                perLength[bits + 1] += 2
                break
            }
            total -= 1
        }
        // Longest codes first, as the depths are ordered.
        var index = 0
        for bits in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<perLength[bits] {
                depths[index] = bits
                index += 1
            }
        }
    }
}
