import RRenderCore

/// How a page's content area is split into columns (the `columnCount` reading setting).
public struct PageColumns: Sendable, Hashable {
    /// One, or two side by side.
    public let count: Int
    /// The space between two columns, in CSS px.
    public let gap: Double
    /// The first column on the right (a right-to-left reading progression).
    public let rightToLeft: Bool

    public init(count: Int, gap: Double = 0, rightToLeft: Bool = false) {
        self.count = max(1, count)
        self.gap = count > 1 ? max(0, gap) : 0
        self.rightToLeft = rightToLeft
    }

    /// The whole content area as one column.
    public static let single = PageColumns(count: 1)

    /// The area of column `slot` (in reading order) in `contentRect`.
    public func rect(_ slot: Int, in contentRect: Rect) -> Rect {
        guard count > 1 else { return contentRect }
        let width = max(1, (contentRect.width - gap * Double(count - 1)) / Double(count))
        let visual = rightToLeft ? count - 1 - slot : slot
        return Rect(
            x: contentRect.minX + Double(visual) * (width + gap), y: contentRect.minY, width: width, height: contentRect.height)
    }
}
