import RRenderLayout
import Synchronization

/// The geometry of a `scrolled-continuous` run: its resources' flows one after another in one
/// strip, cut into windows one content area high. A resource starts where the one before it
/// ends, so its windows start partway down a screen (its `shift`); its pages are its windows,
/// and its page `j` is screen `firstScreen + j` of the run.
///
/// A resource is measured when it is laid out (`record`). One that cannot continue the strip
/// (vertical text, which pages across; or `@page` margins that change the window's height) is
/// "paged": it starts on a screen of its own and fills whole screens.
final class ContinuousStrip: Sendable {
    /// The reading-order items of the run, in order.
    let resources: Range<Int>
    /// The height of a window: the content area's.
    let windowHeight: Double

    /// What laying a resource out found.
    struct Extent: Sendable, Equatable {
        /// The flow's height.
        var length: Double
        /// True when the resource is cut into whole screens of its own.
        var paged: Bool
        /// Its page count when paged.
        var pageCount: Int
    }

    /// Where a measured resource lies in the run.
    struct Placement: Sendable {
        /// The screen of the run where it starts.
        var firstScreen: Int
        /// How far above its flow its first window starts.
        var shift: Double
        /// Its pages (windows, or whole screens when paged).
        var pageCount: Int
        /// Where its content lies in the strip: from its offset, its flow's height down (its
        /// pages' height when paged).
        var span: ClosedRange<Double>
    }

    /// The extents recorded, and the placements of the measured resources from the run's start
    /// up to the first not measured, with where that one starts (made from the extents in one
    /// pass when asked, kept until the next `record`).
    private struct State {
        var extents: [Int: Extent] = [:]
        var placed: (placements: [Placement], nextOffset: Double)?
    }

    private let state = Mutex(State())

    init(resources: Range<Int>, windowHeight: Double) {
        self.resources = resources
        self.windowHeight = max(1, windowHeight)
    }

    func record(_ extent: Extent, of resource: Int) {
        state.withLock {
            $0.extents[resource] = extent
            $0.placed = nil
        }
    }

    func extent(of resource: Int) -> Extent? {
        state.withLock { $0.extents[resource] }
    }

    /// The resources before `resource` in the run not measured yet.
    func unmeasured(before resource: Int) -> [Int] {
        let known = state.withLock { $0.extents }
        return (resources.lowerBound..<resource).filter { known[$0] == nil }
    }

    /// The placements of the measured start of the run, and where the resource after it starts.
    private var placed: (placements: [Placement], nextOffset: Double) {
        state.withLock { state in
            if let placed = state.placed { return placed }
            var placements: [Placement] = [], offset = 0.0
            for resource in resources {
                guard let extent = state.extents[resource] else { break }
                // A paged resource starts on a screen's top and fills whole screens.
                if extent.paged { offset = screenTop(atOrAfter: offset) }
                let first = firstScreen(at: offset), shift = max(0, offset - Double(first) * windowHeight)
                let pages =
                    extent.paged
                    ? extent.pageCount
                    : PageAssembler.windowCount(flowHeight: extent.length, windowHeight: windowHeight, shift: shift)
                let length = extent.paged ? Double(pages) * windowHeight : extent.length
                placements.append(Placement(firstScreen: first, shift: shift, pageCount: pages, span: offset...(offset + length)))
                offset += length
            }
            state.placed = (placements, offset)
            return (placements, offset)
        }
    }

    /// The placement of `resource`, nil until it and those before it are measured.
    func placement(of resource: Int) -> Placement? {
        let placements = placed.placements, index = resource - resources.lowerBound
        return placements.indices.contains(index) ? placements[index] : nil
    }

    /// The top of the first screen at or below `y`.
    private func screenTop(atOrAfter y: Double) -> Double {
        (y / windowHeight - 1e-9).rounded(.up) * windowHeight
    }

    /// The screen holding strip point `y`.
    private func firstScreen(at y: Double) -> Int { Int((y / windowHeight + 1e-9).rounded(.down)) }

    /// How far above the flow of `resource` its first window starts: known once those before it
    /// are measured (its layout needs it), whether or not it is.
    func shift(of resource: Int) -> Double? {
        if let placement = placement(of: resource) { return placement.shift }
        let (placements, next) = placed
        guard resource - resources.lowerBound == placements.count else { return nil }
        return max(0, next - Double(firstScreen(at: next)) * windowHeight)
    }

    /// The number of screens, nil until every resource is measured.
    var screenCount: Int? {
        guard let last = resources.last else { return 0 }
        return placement(of: last).map { $0.firstScreen + $0.pageCount }
    }

    /// The pages (resource, page) screen `index` shows, top to bottom: each resource whose
    /// windows reach it.
    func pages(onScreen index: Int) -> [(resource: Int, page: Int)] {
        placed.placements.enumerated().compactMap { offset, placement in
            guard index >= placement.firstScreen, index < placement.firstScreen + placement.pageCount else { return nil }
            return (resources.lowerBound + offset, index - placement.firstScreen)
        }
    }
}
