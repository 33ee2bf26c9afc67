internal import CPangoCairo
import RRenderCore
import RRenderImages

/// Lays labelled pictures out in a grid on one image: `rrender sheet`'s contact sheet of one
/// place in a book under several settings.
public enum ContactSheetPainter {
    /// One picture and the line of text above it.
    public struct Cell: Sendable {
        public let label: String
        public let image: PixelImage

        public init(label: String, image: PixelImage) {
            self.label = label
            self.image = image
        }
    }

    /// The grid, `columns` wide, row by row; `scale` sizes the labels and gaps like the pages.
    public static func compose(_ cells: [Cell], columns: Int, scale: Double) throws(CairoError) -> PixelImage {
        let fonts: FontConfiguration
        do { fonts = try FontConfiguration.shared() } catch { throw .status("fonts: \(error)") }
        let system: PangoFontSystem
        do { system = try PangoFontSystem(configuration: fonts) } catch { throw .status("fonts: \(error)") }
        let columns = max(1, min(columns, cells.count))
        let rows = (cells.count + columns - 1) / columns
        let gap = Int(saturatingRounded: 16 * scale), labelHeight = Int(saturatingRounded: 24 * scale)
        let cellWidth = cells.map(\.image.width).max() ?? 1, cellHeight = (cells.map(\.image.height).max() ?? 1) + labelHeight
        let sheet = try CairoSurface(
            width: gap + columns * (cellWidth + gap), height: gap + rows * (cellHeight + gap), opaque: true)
        guard let cr = cairo_create(sheet.raw) else { throw .status("cairo_create") }
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.91, 0.91, 0.91)
        cairo_paint(cr)
        for (index, cell) in cells.enumerated() {
            let x = Double(gap + (index % columns) * (cellWidth + gap)), y = Double(gap + (index / columns) * (cellHeight + gap))
            drawLabel(cell.label, at: (x, y), size: 13 * scale, width: Double(cellWidth), system: system, on: cr)
            let picture = try CairoSurface(image: cell.image)
            let top = y + Double(labelHeight)
            cairo_set_source_rgb(cr, 0.6, 0.6, 0.6)
            cairo_rectangle(cr, x - 1, top - 1, Double(cell.image.width) + 2, Double(cell.image.height) + 2)
            cairo_fill(cr)
            cairo_set_source_surface(cr, picture.raw, x, top)
            cairo_paint(cr)
        }
        cairo_surface_flush(sheet.raw)
        return sheet.pixelImage()
    }

    /// One line of dark grey text, ellipsised to `width`.
    private static func drawLabel(
        _ text: String, at origin: (Double, Double), size: Double, width: Double,
        system: PangoFontSystem, on cr: OpaquePointer
    ) {
        guard let layout = pango_layout_new(system.ltrContext) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("Noto Sans")
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(saturating: width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_text(layout, text, -1)
        cairo_set_source_rgb(cr, 0.15, 0.15, 0.15)
        cairo_move_to(cr, origin.0, origin.1)
        pango_cairo_show_layout(cr, layout)
    }
}
