internal import CPangoCairo
import RRenderCore
import RRenderLayout

/// A paragraph shaped by Pango: its lines in px, and the `PangoLayout` they came from while it
/// is in use.
///
/// A layout holds every glyph, item and attribute of the paragraph: about 30 bytes a
/// character, most of a chapter's memory once laid out. So a layout is kept only while it is
/// needed: the shaper keeps the layouts of the paragraphs it shaped last (`PangoShaper`'s
/// `liveLimit`), and drops older ones; a painter makes a dropped layout again for the page it
/// paints and drops it once a page without the paragraph is painted (`PagePainter+Layouts`).
/// The same text, attributes and width on the same fonts give the same layout, so the pixels
/// are those of the first.
final class PangoParagraph: ShapedParagraph {
    let lines: [ShapedLine]
    /// What the layout is made from (with its `vertical-align: top | bottom` text in place).
    private let spec: ParagraphSpec
    /// The length of its text in UTF-8 bytes (what its layout holds).
    var textBytes: Int { spec.text.utf8.count }
    private let width: Double
    /// The shaper that makes the layout again; weak, as the shaper keeps its recent paragraphs.
    private weak var shaper: PangoShaper?
    /// The layout, owned by this object and used only on the worker that made it; nil once dropped.
    private(set) var layout: OpaquePointer?
    /// How far each line is moved from where Pango put it, in px: empty unless the paragraph
    /// has a negative indent (`HangingIndent`).
    private let lineShifts: [Double]

    /// Takes `layout`, made from `spec` (`PangoShaper.configuredLayout`); the paragraph's
    /// layout (`layout`) is another when `spec` has text aligned with its line boxes.
    init(layout: OpaquePointer, spec: ParagraphSpec, width: Double, shaper: PangoShaper) {
        self.width = width
        self.shaper = shaper
        let hanging = HangingIndent(layout, width: width)
        let objects = ObjectRuns(
            aligned: spec.objects.filter { $0.alignment != .baseline },
            centred: spec.vertical ? spec.objects.filter { $0.alignment == .baseline } : [],
            lineAligned: spec.hasLineAlignedText ? spec : nil)
        let (lines, shifts) = Self.readLines(layout, objects: objects, hanging: hanging)
        (self.lines, self.lineShifts) = (lines, shifts)
        var (used, usedSpec) = (layout, spec)
        if objects.lineAligned != nil {
            let placed = spec.placingLineAligned(on: lines.map { ($0.byteRange, $0.top - $0.baseline, $0.bottom - $0.baseline) })
            if let relaid = shaper.configuredLayout(placed, width: width) {
                g_object_unref(UnsafeMutableRawPointer(layout))
                (used, usedSpec) = (relaid, placed)
            }
        }
        self.layout = used
        self.spec = usedSpec
    }

    deinit { dropLayout() }

    /// Frees the layout; `liveLayout()` makes it again.
    func dropLayout() {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layout = nil
    }

    /// The layout, made again if it was dropped (`recreated` is then true); nil only when Pango
    /// cannot make one or the shaper is gone.
    func liveLayout() -> (layout: OpaquePointer, recreated: Bool)? {
        if let layout { return (layout, false) }
        guard let made = shaper?.configuredLayout(spec, width: width) else { return nil }
        layout = made
        return (made, true)
    }

    func rects(forByteRange range: Range<Int>) -> [LineRect] {
        guard let (layout, recreated) = liveLayout() else { return [] }
        if recreated { shaper?.keepLive(self) }
        var result: [LineRect] = []
        // Lines are in text order: start at the first ending after the range's start, and walk
        // the layout's lines alongside (`pango_layout_get_line` walks a list from the start).
        var index = firstLine(endingAfter: range.lowerBound)
        guard index < lines.count, var lineList = pango_layout_get_lines_readonly(layout) else { return [] }
        for _ in 0..<index {
            guard let next = lineList.pointee.next else { return [] }
            lineList = next
        }
        while index < lines.count, lines[index].byteRange.lowerBound < range.upperBound {
            defer {
                index += 1
                if let next = lineList.pointee.next { lineList = next }
            }
            let line = lines[index], lineRange = line.byteRange
            let lower = max(range.lowerBound, lineRange.lowerBound), upper = min(range.upperBound, lineRange.upperBound)
            guard lower < upper, let data = lineList.pointee.data else { continue }
            let layoutLine = data.assumingMemoryBound(to: PangoLayoutLine.self)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(layoutLine, Int32(lower), Int32(upper), &ranges, &count)
            guard let ranges else { continue }
            for k in 0..<Int(count) {
                let shift = lineShifts.isEmpty ? 0 : lineShifts[index]
                let x0 = Double(ranges[2 * k]) / Double(PANGO_SCALE) + shift
                let x1 = Double(ranges[2 * k + 1]) / Double(PANGO_SCALE) + shift
                result.append(LineRect(line: index, rect: Rect(x: x0, y: line.top, width: x1 - x0, height: line.height)))
            }
            g_free(ranges)
        }
        return result
    }

    /// The index of the first line ending after byte `offset` (binary search).
    private func firstLine(endingAfter offset: Int) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].byteRange.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Reads every line's extents, baseline and byte range through a layout iterator; with a
    /// hanging indent, each line placed in its CSS box, and how far it moved.
    private static func readLines(
        _ layout: OpaquePointer, objects: ObjectRuns, hanging: HangingIndent?
    ) -> (lines: [ShapedLine], shifts: [Double]) {
        guard let iterator = pango_layout_get_iter(layout) else { return ([], []) }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)
        let available = pango_layout_get_width(layout)
        var lines: [ShapedLine] = [], shifts: [Double] = []
        repeat {
            var logical = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            pango_layout_line_get_extents(line, nil, &own)
            // A line longer than the box is start-aligned whatever text-align says, so what does
            // not fit overflows the end edge (CSS Text 3 §6.1); Pango would centre it.
            // Differences in Double: Pango units are 32-bit, and a line a million px long with a
            // million px of indent would overflow them.
            var x = Double(logical.x)
            if let hanging {
                let placed = hanging.x(
                    ofLine: lines.count, lineWidth: Double(logical.width) / scale, direction: line.pointee.resolved_dir)
                shifts.append(placed - x / scale)
                x = placed * scale
            } else if available > 0, logical.width > available {
                x = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue ? Double(available) - Double(logical.width) : 0
            }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            lines.append(
                ShapedLine(
                    top: Double(logical.y) / scale, height: Double(logical.height) / scale, baseline: baseline,
                    originX: (x - Double(own.x)) / scale, width: Double(logical.width) / scale,
                    byteRange: start..<(start + length)))
        } while pango_layout_iter_next_line(iterator) != 0
        let (extents, aligned) = runExtents(layout, lineCount: lines.count, objects: objects)
        return (stackedByRuns(lines, extents: extents, aligned: aligned), shifts)
    }

    /// The lines with CSS line boxes: each from the top of its highest run to the bottom of its
    /// lowest (CSS 2.1 §10.8: the inline boxes' line heights, half-leading included), stacked
    /// one under the other. Pango's line extents also always reach the baseline, so a line
    /// whose `line-height` is smaller than its font's height kept the part down to its baseline
    /// (`line-height: 0` made 6 px lines of 20 px Ahem). A line without runs of any height keeps
    /// Pango's extents. Then the line grows for its `vertical-align: top` and `bottom` boxes
    /// (`aligned`, their greatest heights): upwards for a bottom-aligned one taller than the
    /// line, downwards for a top-aligned one.
    static func stackedByRuns(
        _ lines: [ShapedLine], extents: [(top: Double, bottom: Double)?],
        aligned: [(top: Double, bottom: Double)] = []
    ) -> [ShapedLine] {
        guard var y = lines.first?.top else { return lines }
        var stacked = lines
        for index in stacked.indices {
            let line = lines[index]
            let boxes = aligned.indices.contains(index) ? aligned[index] : (top: 0, bottom: 0)
            let runs =
                extents[index] ?? (boxes.top > 0 || boxes.bottom > 0 ? (line.baseline, line.baseline) : (line.top, line.bottom))
            var above = line.baseline - runs.top, height = runs.bottom - runs.top
            if boxes.bottom > height {
                above += boxes.bottom - height
                height = boxes.bottom
            }
            height = max(height, boxes.top)
            stacked[index].top = y
            stacked[index].height = height
            stacked[index].baseline = y + above
            y += height
        }
        return stacked
    }

    /// The absolute line height a run was shaped with (`PangoAttributes`), nil for `normal`.
    private static func lineHeight(of run: UnsafeMutablePointer<PangoLayoutRun>) -> Double? {
        guard let item = run.pointee.item else { return nil }
        var node = item.pointee.analysis.extra_attrs
        while let current = node {
            if let data = current.pointee.data {
                let attribute = data.assumingMemoryBound(to: PangoAttribute.self)
                if attribute.pointee.klass.pointee.type == PANGO_ATTR_ABSOLUTE_LINE_HEIGHT {
                    return Double(data.assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / Double(PANGO_SCALE)
                }
            }
            node = current.pointee.next
        }
        return nil
    }

    /// For each line, the top and bottom of its runs' logical extents (with their line heights),
    /// in Pango's layout coordinates, nil for a line whose runs are all of no height; and the
    /// greatest heights of its `vertical-align: top` and `bottom` boxes, whose runs are not in
    /// the extents (CSS 2.1 §10.8: they are aligned once the line's height is known).
    private static func runExtents(
        _ layout: OpaquePointer, lineCount: Int, objects: ObjectRuns
    )
        -> (extents: [(top: Double, bottom: Double)?], aligned: [(top: Double, bottom: Double)])
    {
        var extents = [(top: Double, bottom: Double)?](repeating: nil, count: lineCount)
        var aligned = [(top: Double, bottom: Double)](repeating: (0, 0), count: lineCount)
        guard let iterator = pango_layout_get_iter(layout) else { return (extents, aligned) }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)
        var line = 0
        while line < lineCount {
            // Each line's runs end with a null run.
            let run = pango_layout_iter_get_run_readonly(iterator)
            if let run {
                let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
                var logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iterator, nil, &logical)
                if let box = tallest(objects.aligned, in: run) {
                    if box.alignment == .top { aligned[line].top = max(aligned[line].top, box.size.height) }
                    if box.alignment == .bottom { aligned[line].bottom = max(aligned[line].bottom, box.size.height) }
                } else if let box = objects.lineAlignedBox(of: run) {
                    let height = box.above + box.below
                    if box.alignment == .top { aligned[line].top = max(aligned[line].top, height) }
                    if box.alignment == .bottom { aligned[line].bottom = max(aligned[line].bottom, height) }
                } else if let span = objects.extents(of: run, baseline: baseline) {
                    extents[line] = extents[line].map { (min($0.top, span.top), max($0.bottom, span.bottom)) } ?? span
                } else if logical.height > 0 {
                    var top = Double(logical.y) / scale, height = Double(logical.height) / scale
                    if let lineHeight = lineHeight(of: run) {
                        // The half-leading above and below the font's height (CSS 2.1 §10.8.1).
                        top += (height - lineHeight) / 2
                        height = lineHeight
                    }
                    extents[line] = extents[line].map { (min($0.top, top), max($0.bottom, top + height)) } ?? (top, top + height)
                }
            }
            let atLineEnd = run == nil
            guard pango_layout_iter_next_run(iterator) != 0 else { break }
            if atLineEnd { line += 1 }
        }
        return (extents, aligned)
    }

    /// The box of `objects` a run draws (its object character's run), the tallest if Pango ran
    /// several together.
    private static func tallest(_ objects: [InlineObject], in run: UnsafeMutablePointer<PangoLayoutRun>) -> InlineObject? {
        ObjectRuns.objects(objects, in: run).max { $0.size.height < $1.size.height }
    }
}

/// The inline objects whose runs' extents are not Pango's: those aligned with the line box
/// (`vertical-align: top`, `bottom`), and in a column those on the baseline, which Pango centres
/// on it whatever their ascent (a run of a vertical line has a centred baseline) while an
/// inline-block's baseline is its last line's (CSS 2.1 §10.8.1): a picture in an inline-block
/// with `margin-left: 2em` would take room on the column's right, as Pango has it, where the
/// margin is on its left.
struct ObjectRuns {
    var aligned: [InlineObject]
    var centred: [InlineObject]
    /// The paragraph, when some of its text is aligned with the line box (those runs are set
    /// aside as `aligned` objects are); nil otherwise.
    var lineAligned: ParagraphSpec?

    /// The `vertical-align: top | bottom` box `run` is text of, nil for none.
    func lineAlignedBox(of run: UnsafeMutablePointer<PangoLayoutRun>) -> LineAlignedBox? {
        guard let lineAligned, let item = run.pointee.item else { return nil }
        return lineAligned.lineAlignedBox(at: Int(item.pointee.offset))
    }

    /// The extents of the objects `run` draws, each `ascent` above `baseline`; nil when it draws
    /// none of `centred`.
    func extents(of run: UnsafeMutablePointer<PangoLayoutRun>, baseline: Double) -> (top: Double, bottom: Double)? {
        let drawn = Self.objects(centred, in: run)
        guard let top = drawn.map({ baseline - $0.ascent }).min(),
            let bottom = drawn.map({ baseline - $0.ascent + $0.size.height }).max()
        else { return nil }
        return (top, bottom)
    }

    static func objects(_ objects: [InlineObject], in run: UnsafeMutablePointer<PangoLayoutRun>) -> [InlineObject] {
        guard !objects.isEmpty, let item = run.pointee.item else { return [] }
        let range = Int(item.pointee.offset)..<(Int(item.pointee.offset) + Int(item.pointee.length))
        return objects.filter { range.contains($0.byteOffset) }
    }
}
