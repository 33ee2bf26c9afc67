import RRenderCore

extension FlowLayout {
    /// Where an empty box (no content of its own, only its background and borders), or the
    /// part of a box below its content, from `top` to `bottom` is cut between pages; nil when it
    /// ends on the page it starts on.
    ///
    /// Such a box is not monolithic: a browser fragments it like any block (CSS Fragmentation 3
    /// §4), its background sliced at each page's end and its borders drawn at its two ends only.
    /// As one atom it would move whole to the next page (or, taller than a page, be drawn past
    /// the page's bottom edge), and the boxes after it would start a page later than the
    /// browser's. The cuts fall where the pages end: at the end of the page the box starts on,
    /// then a page height apart.
    func pageCuts(ofEmptyBoxFrom top: Double, to bottom: Double) -> [Double]? {
        guard cutsBoxesAtPageEnds, pageHeight > 0, pageHeight < .greatestFiniteMagnitude / 4, bottom > top,
            boxSlices < ContentLimits.maximumBoxSlicesPerFlow
        else { return nil }
        // The pages fixed by the atoms so far: the last one starts the page the box begins on,
        // unless the box begins past its end or after a forced break.
        let first = stop?.tokens.first ?? BreakToken(atom: 0, y: 0)
        var pages = pageTracker ?? PageStop(pageHeight: pageHeight, columns: Int.max - 1, from: first)
        _ = pages.isReached(in: flow)
        pageTracker = pages
        let start = pages.tokens.last ?? BreakToken(atom: 0, y: 0)
        var cuts: [Double] = []
        var cut = start.y + pageHeight
        if start.y > top {
            // A flow resumed in the middle knows the pages from the one it was resumed for
            // (`stop`) on. A box begun before that page's start was cut there (a page starts
            // inside a box only at a cut), and every page height before it down to its top.
            // (As many as the whole flow made: within the flow's budget.)
            var before = start.y - pageHeight
            while before > top + 0.01, boxSlices + cuts.count < ContentLimits.maximumBoxSlicesPerFlow {
                cuts.append(before)
                before -= pageHeight
            }
            cuts.reverse()
            cut = start.y
        } else if (pending.forced && flow.atoms.count > start.atom) || top >= cut - 0.01 {
            cut = min(top, pending.forced ? (pending.forcedResumeY ?? top) : (pending.resumeY ?? top)) + pageHeight
        }
        // Each cut from the one before, as the pages after a resumed flow's first see them.
        while cut < bottom - 0.01 {
            guard boxSlices + cuts.count < ContentLimits.maximumBoxSlicesPerFlow else {
                // Hostile heights: the rest stays one piece. The pieces before this box are
                // not known to a flow resumed after them, so none may resume.
                resumeRecorder = nil
                break
            }
            cuts.append(cut)
            cut += pageHeight
        }
        boxSlices += cuts.count
        return cuts.isEmpty ? nil : cuts
    }

    /// Emits the empty box from `top` to `bottom` as one empty atom per page it crosses, cut at
    /// `cuts`: its decoration is the flow's, sliced per page like a box with content.
    func emitSlices(from top: Double, to bottom: Double, cuts: [Double]) {
        for (sliceTop, sliceBottom) in zip([top] + cuts, cuts + [bottom]) {
            emitAtom(top: sliceTop, bottom: sliceBottom, fragments: [], links: [])
        }
    }
}
