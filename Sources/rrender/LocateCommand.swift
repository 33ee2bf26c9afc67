import ArgumentParser
import Foundation
import RRender

/// `rrender locate`: the Locator of a page.
struct LocateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locate",
        abstract: "Print the Readium Locator of a page, as a navigator showing it reports its current location."
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "The page (screen), from 1.")
    var page: Int = 1

    func validate() throws {
        if page < 1 { throw ValidationError("--page must be 1 or more") }
    }

    func run() throws {
        let navigator = try layout.navigator()
        try navigator.show(page: page)
        print(navigator.currentLocation.jsonString(pretty: true))
        try layout.finish(navigator.frameSource)
    }
}
