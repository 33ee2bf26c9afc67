/// An sRGB colour with straight (not premultiplied) alpha, each channel 0…255.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a packed `0xRRGGBB` integer (Readium's JSON form), opaque.
    public init(rgb: UInt32) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// The packed `0xRRGGBB` value (alpha dropped).
    public var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// True when fully transparent.
    public var isTransparent: Bool { alpha == 0 }

    /// The colour with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        guard opacity < 1 else { return self }
        var color = self
        color.alpha = UInt8((Double(alpha) * max(0, opacity)).rounded())
        return color
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        let hex = String(rgb, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 6 - hex.count) + hex
        if alpha == 255 { return "#" + padded }
        let a = String(alpha, radix: 16, uppercase: true)
        return "#" + padded + (a.count == 1 ? "0" + a : a)
    }
}
