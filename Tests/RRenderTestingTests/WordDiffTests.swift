import Testing

@testable import RRenderTesting

@Suite struct WordDiffTests {
    @Test func anInsertedSentenceIsTheOnlyAddition() {
        let diff = WordDiff(old: "Call me Ishmael. Some years ago", new: "A new sentence. Call me Ishmael. Some years ago")
        #expect(diff.description == "{+A new sentence.+} Call me Ishmael. Some years ago")
        #expect(!diff.isEmpty)
        #expect(WordDiff(old: "a b  c", new: "a b\nc").isEmpty)
    }

    @Test func alignmentMatchesEqualElementsInOrder() {
        let steps = SequenceAlignment.align(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])
        #expect(steps == [.both(old: 0, new: 0), .new(1), .old(1), .both(old: 2, new: 2), .both(old: 3, new: 3), .new(4)])
    }

    @Test func keysAreReadingPositions() {
        let key = SnapshotKey(
            name: "moby dick", viewport: "600x800", scale: 2, settings: "fontSize=1.5",
            href: "OEBPS/ch 1.xhtml", page: 3)
        #expect(key.path == "moby_dick/600x800@2x/fontSize=1.5/OEBPS/ch_1.xhtml/page-003.png")
        #expect(RecordMode.default(environment: ["CI": "true"]) == .none)
        #expect(RecordMode.default(environment: [:]) == .missing)
        #expect(RecordMode.default(environment: ["CI": "1", "RRENDER_RECORD": "all"]) == .all)
    }
}
