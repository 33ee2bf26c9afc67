import Foundation
import RRender
import Testing

@testable import RRenderTesting

/// The settings part of snapshot keys names every preference asked for, however it was set.
@Suite struct SnapshotKeyTests {
    @Test func settingsLabelListsEveryPreferenceSorted() throws {
        var preferences = EPUBPreferences.empty
        #expect(SnapshotConfiguration.settingsLabel(preferences) == "default")
        try preferences.set(assignment: "theme=sepia")
        try preferences.set(assignment: "fontSize=1.4")
        try preferences.set(assignment: "publisherStyles=false")
        #expect(SnapshotConfiguration.settingsLabel(preferences) == "fontSize=1.4,publisherStyles=false,theme=sepia")
    }

    /// A preferences file and `--set` of the same values give the same folder.
    @Test func sameValuesSameLabelWhateverTheirSource() throws {
        var fromSet = EPUBPreferences.empty
        try fromSet.set(assignment: "lineHeight=1.8")
        let fromFile = try EPUBPreferences(jsonData: Data(#"{"lineHeight": 1.8}"#.utf8))
        #expect(SnapshotConfiguration.settingsLabel(fromSet) == SnapshotConfiguration.settingsLabel(fromFile))
    }
}
