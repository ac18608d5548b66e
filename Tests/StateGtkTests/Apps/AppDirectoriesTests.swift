// toolkit: both
import Foundation
import StateGtk
import XCTest
/// The XDG folders: the variables when set to absolute paths, else the defaults under $HOME.
final class AppDirectoriesTests: XCTestCase {
    func testTheVariablesNameTheBaseFolders() {
        let folders = AppDirectories(applicationID: "org.example.Contacts", environment: [
            "XDG_DATA_HOME": "/x/data", "XDG_CONFIG_HOME": "/x/config", "XDG_CACHE_HOME": "/x/cache", "HOME": "/home/ada",
        ])
        XCTAssertEqual(folders.data.path, "/x/data/org.example.Contacts")
        XCTAssertEqual(folders.config.path, "/x/config/org.example.Contacts")
        XCTAssertEqual(folders.cache.path, "/x/cache/org.example.Contacts")
    }

    func testUnsetEmptyOrRelativeVariablesFallBackToHome() {
        let folders = AppDirectories(applicationID: "org.example.Contacts", environment: [
            "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "relative/config", "HOME": "/home/ada",
        ])
        XCTAssertEqual(folders.data.path, "/home/ada/.local/share/org.example.Contacts")
        XCTAssertEqual(folders.config.path, "/home/ada/.config/org.example.Contacts")
        XCTAssertEqual(folders.cache.path, "/home/ada/.cache/org.example.Contacts")
    }
}
