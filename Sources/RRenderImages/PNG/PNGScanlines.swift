/// Pixel conversion from premultiplied `0xAARRGGBB` words to PNG samples, one row at a time.
///
/// Tight loops over unsafe pointers with wrapping arithmetic: no per-pixel bounds checks, and
/// the gray and RGB loops have no branches.
enum PNGSamples {
    /// `table[a << 8 | c]` is the straight-alpha value of premultiplied channel `c` at alpha `a`:
    /// `round(c × 255 / a)`, clamped to 255, and 0 for `a == 0`. Rounding to nearest makes the
    /// round trip exact: premultiplying the result again (as libpng-based readers such as Cairo
    /// do, `round(u × a / 255)`) gives back `c` for every valid premultiplied pixel (`c ≤ a`),
    /// because the rounding error, at most ½ × a/255, stays under ½.
    static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return table
    }()

    /// One pixel with straight alpha (for palette entries).
    static func straightRGBA(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = Int(p >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let c = Int((p >> shift) & 0xFF)
            return a == 255 ? UInt8(c) : unpremultiplyTable[a << 8 | c]
        }
        return (channel(16), channel(8), channel(0), UInt8(a))
    }

    /// Gray: the blue byte (equal to red and green, which the plan checked).
    static func gray(_ source: UnsafePointer<UInt32>, _ target: UnsafeMutablePointer<UInt8>, count: Int) {
        var x = 0
        while x + 16 <= count {
            let p = UnsafeRawPointer(source + x).loadUnaligned(as: SIMD16<UInt32>.self)
            UnsafeMutableRawPointer(target + x).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: p), as: SIMD16<UInt8>.self)
            x += 16
        }
        while x < count {
            target[x] = UInt8(truncatingIfNeeded: source[x])
            x += 1
        }
    }

    /// RGB from opaque pixels. On little-endian hosts four pixels become three 32-bit stores:
    /// byte-swapping 0xXXRRGGBB and shifting right by 8 gives R, G, B as the low three bytes.
    static func rgb(_ source: UnsafePointer<UInt32>, _ target: UnsafeMutablePointer<UInt8>, count: Int) {
        var x = 0
        #if _endian(little)
            let out = UnsafeMutableRawPointer(target)
            while x + 4 <= count {
                let q0 = source[x].byteSwapped >> 8, q1 = source[x + 1].byteSwapped >> 8
                let q2 = source[x + 2].byteSwapped >> 8, q3 = source[x + 3].byteSwapped >> 8
                out.storeBytes(of: q0 | q1 << 24, toByteOffset: 3 * x, as: UInt32.self)
                out.storeBytes(of: q1 >> 8 | q2 << 16, toByteOffset: 3 * x + 4, as: UInt32.self)
                out.storeBytes(of: q2 >> 16 | q3 << 8, toByteOffset: 3 * x + 8, as: UInt32.self)
                x += 4
            }
        #endif
        while x < count {
            let p = source[x]
            target[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
            target[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
            target[3 * x + 2] = UInt8(truncatingIfNeeded: p)
            x += 1
        }
    }

    /// RGBA, straight alpha: groups of eight opaque pixels are reordered at once (on
    /// little-endian hosts), other pixels are un-premultiplied through the table.
    static func rgba(
        _ source: UnsafePointer<UInt32>, _ target: UnsafeMutablePointer<UInt8>, count: Int,
        table: UnsafePointer<UInt8>
    ) {
        var start = 0
        #if _endian(little)
            while start + 8 <= count {
                let p = UnsafeRawPointer(source + start).loadUnaligned(as: SIMD8<UInt32>.self)
                if (p &>> 24).min() == 0xFF {
                    // 0xAARRGGBB → bytes R, G, B, A in memory: the word 0xAABBGGRR.
                    let q = (p & 0xFF00_FF00) | ((p &>> 16) & 0xFF) | ((p & 0xFF) &<< 16)
                    UnsafeMutableRawPointer(target + 4 * start).storeBytes(of: q, as: SIMD8<UInt32>.self)
                } else {
                    rgbaScalar(source + start, target + 4 * start, count: 8, table: table)
                }
                start += 8
            }
        #endif
        rgbaScalar(source + start, target + 4 * start, count: count - start, table: table)
    }

    private static func rgbaScalar(
        _ source: UnsafePointer<UInt32>, _ target: UnsafeMutablePointer<UInt8>, count: Int,
        table: UnsafePointer<UInt8>
    ) {
        for x in 0..<count {
            let p = source[x]
            let a = Int(p >> 24)
            var r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
            if a != 255 {
                r = Int(table[a << 8 | r]); g = Int(table[a << 8 | g]); b = Int(table[a << 8 | b])
            }
            target[4 * x] = UInt8(truncatingIfNeeded: r)
            target[4 * x + 1] = UInt8(truncatingIfNeeded: g)
            target[4 * x + 2] = UInt8(truncatingIfNeeded: b)
            target[4 * x + 3] = UInt8(truncatingIfNeeded: a)
        }
    }

    /// Palette indices, with the previous pixel's index reused along runs.
    static func indexed(
        _ source: UnsafePointer<UInt32>, _ target: UnsafeMutablePointer<UInt8>, count: Int,
        mask: UInt32, palette: PaletteIndex
    ) {
        var last = source[0] | mask
        var index = palette.index(of: last)
        var x = 0
        while x < count {
            // Sixteen pixels equal to the last one (a page's background, mostly) at once.
            if let run = PixelRuns.sameSixteen(source + x, upTo: count - x, as: last, mask: mask) {
                (target + x).initialize(repeating: index, count: 16)
                x += run
                continue
            }
            for _ in 0..<min(16, count - x) {
                let p = source[x] | mask
                if p != last {
                    last = p
                    index = palette.index(of: p)
                }
                target[x] = index
                x += 1
            }
        }
    }
}
