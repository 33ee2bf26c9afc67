/// The header of a dynamic-Huffman block after its first three bits (RFC 1951 §3.2.7): the code
/// lengths of both codes, run-length coded, in a code of their own.
enum DeflateBlockHeader {
    static func write(literals: [UInt8], distances: [UInt8], to bits: inout DeflateBits) {
        let literalCount = max(257, (literals.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lastIndex { $0 > 0 } ?? 0) + 1)
        let sequence = Array(literals[0..<literalCount]) + Array(distances[0..<distanceCount])
        // Each entry: the code length symbol, its extra bits' value and count.
        var runs: [(symbol: Int, extra: Int, extraBits: Int)] = []
        var i = 0
        while i < sequence.count {
            let length = sequence[i]
            var run = 1
            while i + run < sequence.count && sequence[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 {
                    let k = min(run, 138)
                    runs.append((18, k - 11, 7))
                    run -= k
                }
                if run >= 3 {
                    runs.append((17, run - 3, 3))
                    run = 0
                }
            } else {
                runs.append((Int(length), 0, 0))
                run -= 1
                while run >= 3 {
                    let k = min(run, 6)
                    runs.append((16, k - 3, 2))
                    run -= k
                }
            }
            for _ in 0..<run { runs.append((Int(length), 0, 0)) }
        }
        var counts = [UInt32](repeating: 0, count: 19)
        for run in runs { counts[run.symbol] += 1 }
        let code = counts.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, limit: 7) }
        let order = DeflateSymbols.codeLengthOrder
        let written = max(4, (order.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        bits.put(UInt64(literalCount - 257), 5)
        bits.put(UInt64(distanceCount - 1), 5)
        bits.put(UInt64(written - 4), 4)
        for k in 0..<written { bits.put(UInt64(code.lengths[order[k]]), 3) }
        for run in runs {
            bits.put(UInt64(code.codes[run.symbol]), Int(code.lengths[run.symbol]))
            if run.extraBits > 0 { bits.put(UInt64(run.extra), run.extraBits) }
        }
    }
}
