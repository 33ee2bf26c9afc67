internal import CPangoCairo
import RRenderCore

extension CairoSurface {
    /// A new surface of `width × height` pixels showing this one scaled to fill it, with
    /// `filter`: Cairo's `GOOD` by default (a box-like convolution when reducing, since Cairo
    /// 1.14, so a cover reduced eightfold is averaged rather than sampled), or bilinear for a
    /// reduction of at most two times. Same opacity as this surface.
    public func scaled(width: Int, height: Int, filter: ScalingFilter = .good) throws(CairoError) -> CairoSurface {
        let target = try CairoSurface(width: width, height: height, opaque: isOpaque)
        cairo_surface_flush(raw)
        guard let cr = cairo_create(target.raw) else { throw .status("cairo_create failed") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(width) / Double(self.width), Double(height) / Double(self.height))
        cairo_set_source_surface(cr, raw, 0, 0)
        if let pattern = cairo_get_source(cr) {
            cairo_pattern_set_filter(pattern, filter == .good ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
            // Edge pixels repeat outward, so the border is not blended with transparency.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw .status(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(target.raw)
        return target
    }
}

/// How `CairoSurface.scaled` samples its source.
public enum ScalingFilter: Sendable {
    /// Cairo's good filter: a box-like convolution when reducing, whatever the factor.
    case good
    /// Bilinear: four source pixels per pixel, a fraction of the cost; as good as a box for a
    /// reduction of at most two times (each pixel then covers at most 2 × 2 source pixels).
    case bilinear
}

extension PixelImage {
    /// The pixels as straight-alpha bytes: R, G, B, A per pixel when `alpha`, else R, G, B with
    /// each pixel composited over white.
    func straightBytes(alpha: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * (alpha ? 4 : 3))
        withUnsafePixels { pixels in
            for p in pixels {
                let a = p >> 24
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if alpha {
                    func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                    bytes += [straight(r), straight(g), straight(b), UInt8(a)]
                } else {
                    // Premultiplied over white: c + (255 − a).
                    bytes += [UInt8(min(255, r + 255 - a)), UInt8(min(255, g + 255 - a)), UInt8(min(255, b + 255 - a))]
                }
            }
        }
        return bytes
    }

    /// True when every pixel is opaque.
    var isOpaque: Bool {
        withUnsafePixels { $0.allSatisfy { $0 >= 0xFF00_0000 } }
    }
}

extension CairoSurface {
    /// A surface `factor` times smaller in each dimension (rounded down, at least 1), each pixel
    /// the mean of a `factor × factor` block (premultiplied channels averaged, which is exact).
    /// A cheap first step before `scaled` when reducing a large image many times: Cairo's good
    /// filter costs in proportion to the reduction, this in proportion to the source.
    public func reducedByBox(factor: Int) throws(CairoError) -> CairoSurface {
        guard factor > 1 else { return self }
        let width = max(1, self.width / factor), height = max(1, self.height / factor)
        let target = try CairoSurface(width: width, height: height, opaque: isOpaque)
        let count = UInt32(factor * factor), half = count / 2, opaque = isOpaque
        withRows { source in
            target.withMutableRows { row in
                for y in 0..<height {
                    let out = row(y)
                    for x in 0..<width {
                        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                        for dy in 0..<factor {
                            let line = source(y * factor + dy) + x * factor
                            for dx in 0..<factor {
                                let p = line[dx]
                                a &+= p >> 24
                                r &+= (p >> 16) & 0xFF
                                g &+= (p >> 8) & 0xFF
                                b &+= p & 0xFF
                            }
                        }
                        let alpha = opaque ? 255 : (a &+ half) / count
                        out[x] = alpha << 24 | ((r &+ half) / count) << 16 | ((g &+ half) / count) << 8 | (b &+ half) / count
                    }
                }
            }
        }
        return target
    }
}
