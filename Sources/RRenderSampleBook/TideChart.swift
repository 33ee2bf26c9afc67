import Foundation
import RRenderCore

/// The sample book's illustration, drawn in plain Swift when the book is built: the water
/// height at an imaginary harbour through one day, a smooth curve with two high and two low
/// waters, over a grid of three-hour lines. Antialiased from analytic distances, so the same
/// build always draws the same pixels.
public enum TideChart {
    /// Draws the chart at `width × height` pixels.
    public static func draw(width: Int = 960, height: Int = 480) -> PixelImage {
        var image = PixelImage(width: width, height: height, fill: pack(Paint.background))
        let chart = Geometry(width: Double(width), height: Double(height))
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = pack(colour(atX: Double(x) + 0.5, y: Double(y) + 0.5, in: chart))
            }
        }
        return image
    }

    /// The plot area and the tide curve in pixel coordinates.
    struct Geometry {
        let left: Double, right: Double, top: Double, bottom: Double

        init(width: Double, height: Double) {
            left = width * 0.06
            right = width * 0.97
            top = height * 0.08
            bottom = height * 0.9
        }

        /// The hour of the day at pixel column `x`.
        func hour(atX x: Double) -> Double { (x - left) / (right - left) * 24 }
        /// The pixel row of the water at `hour`: a semidiurnal tide of period 12.42 h, high water at 10:02.
        func waterY(hour: Double) -> Double {
            let level = cos(2 * Double.pi * (hour - 10.03) / 12.42)
            return top + (bottom - top) * (0.5 - 0.42 * level)
        }
        /// The slope of `waterY` in pixels per pixel, for the stroke's width across the curve.
        func slope(atX x: Double) -> Double {
            let h = hour(atX: x), dh = 24 / (right - left)
            return (waterY(hour: h + dh) - waterY(hour: h - dh)) / 2
        }
    }

    private static func colour(atX x: Double, y: Double, in chart: Geometry) -> RGB {
        var colour = Paint.background
        let inside = x >= chart.left && x <= chart.right && y >= chart.top && y <= chart.bottom
        if inside {
            colour = Paint.plot
            let hour = chart.hour(atX: x)
            let gridDistance = abs(hour / 3 - (hour / 3).rounded()) * 3 * (chart.right - chart.left) / 24
            colour = colour.mixed(with: Paint.grid, amount: coverage(distance: gridDistance, halfWidth: 0.75))
            let water = chart.waterY(hour: hour)
            let below = min(max(y - water + 0.5, 0), 1)
            let depth = (y - chart.top) / (chart.bottom - chart.top)
            colour = colour.mixed(with: Paint.shallow.mixed(with: Paint.deep, amount: depth), amount: below)
            let distance = abs(y - water) / (1 + chart.slope(atX: x) * chart.slope(atX: x)).squareRoot()
            colour = colour.mixed(with: Paint.line, amount: coverage(distance: distance, halfWidth: 2.5))
            for marker in [10.03, 16.24, 22.45, 3.82] {
                let mx = chart.left + marker / 24 * (chart.right - chart.left), my = chart.waterY(hour: marker)
                let d = ((x - mx) * (x - mx) + (y - my) * (y - my)).squareRoot()
                colour = colour.mixed(with: Paint.marker, amount: coverage(distance: d, halfWidth: 7))
            }
        }
        let frame = min(abs(x - chart.left), abs(x - chart.right), abs(y - chart.top), abs(y - chart.bottom))
        let onFrame = x >= chart.left - 2 && x <= chart.right + 2 && y >= chart.top - 2 && y <= chart.bottom + 2
        if onFrame { colour = colour.mixed(with: Paint.frame, amount: coverage(distance: frame, halfWidth: 1)) }
        return colour
    }

    /// How much of a pixel at `distance` from a shape's centre line is covered by a band of `halfWidth`.
    private static func coverage(distance: Double, halfWidth: Double) -> Double {
        min(max(halfWidth + 0.5 - distance, 0), 1)
    }

    private static func pack(_ c: RGB) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(min(max((v * 255).rounded(), 0), 255)) }
        return 0xFF00_0000 | byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b)
    }

    struct RGB {
        var r, g, b: Double

        func mixed(with other: RGB, amount: Double) -> RGB {
            RGB(r: r + (other.r - r) * amount, g: g + (other.g - g) * amount, b: b + (other.b - b) * amount)
        }
    }

    enum Paint {
        static let background = RGB(r: 1, g: 1, b: 1)
        static let plot = RGB(r: 0.97, g: 0.98, b: 0.99)
        static let grid = RGB(r: 0.82, g: 0.86, b: 0.9)
        static let shallow = RGB(r: 0.55, g: 0.75, b: 0.88)
        static let deep = RGB(r: 0.18, g: 0.42, b: 0.62)
        static let line = RGB(r: 0.11, g: 0.37, b: 0.55)
        static let marker = RGB(r: 0.95, g: 0.62, b: 0.2)
        static let frame = RGB(r: 0.45, g: 0.5, b: 0.55)
    }
}
