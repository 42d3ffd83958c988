/// A valid `.intentdefinition` of any size, the same bytes for the same size: `count` custom
/// intents, `count` enums and `count` custom types, each intent with a string, an enum and an
/// object parameter (the enum and type of its own index), a custom response code and a response
/// parameter, each type with a property of the previous type. The complexity tests compare the
/// work two sizes cost, so every declaration is alike and references stay local.
public enum SyntheticDefinition {
    /// The plist text for `count` intents, enums and types.
    public static func xml(count: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            <key>INEnums</key>
            <array>

            """
        for index in 0..<count { text += enumeration(index) }
        text += """
            </array>
            <key>INIntentDefinitionModelVersion</key>
            <string>1.2</string>
            <key>INIntentDefinitionNamespace</key>
            <string>Synth0</string>
            <key>INIntents</key>
            <array>

            """
        for index in 0..<count { text += intent(index) }
        text += "</array>\n<key>INTypes</key>\n<array>\n"
        for index in 0..<count { text += customType(index) }
        text += "</array>\n</dict>\n</plist>\n"
        return text
    }

    private static func enumeration(_ index: Int) -> String {
        let cases = ["unknown", "first", "second", "third"].enumerated().map { value, name in
            """
            <dict>
            <key>INEnumValueDisplayName</key>
            <string>Case \(value) of \(index)</string>
            <key>INEnumValueIndex</key>
            <integer>\(value)</integer>
            <key>INEnumValueName</key>
            <string>\(name)</string>
            </dict>

            """
        }
        return """
            <dict>
            <key>INEnumDisplayName</key>
            <string>Choice \(index)</string>
            <key>INEnumName</key>
            <string>Choice\(index)</string>
            <key>INEnumType</key>
            <string>Regular</string>
            <key>INEnumValues</key>
            <array>
            \(cases.joined())</array>
            </dict>

            """
    }

    private static func intent(_ index: Int) -> String {
        """
        <dict>
        <key>INIntentCategory</key>
        <string>generic</string>
        <key>INIntentConfigurable</key>
        <true/>
        <key>INIntentDescription</key>
        <string>Synthetic intent \(index)</string>
        <key>INIntentLastParameterTag</key>
        <integer>3</integer>
        <key>INIntentName</key>
        <string>Action\(index)</string>
        <key>INIntentParameters</key>
        <array>
        <dict>
        <key>INIntentParameterConfigurable</key>
        <true/>
        <key>INIntentParameterDisplayName</key>
        <string>Label</string>
        <key>INIntentParameterDisplayPriority</key>
        <integer>1</integer>
        <key>INIntentParameterName</key>
        <string>label</string>
        <key>INIntentParameterTag</key>
        <integer>1</integer>
        <key>INIntentParameterType</key>
        <string>String</string>
        </dict>
        <dict>
        <key>INIntentParameterConfigurable</key>
        <true/>
        <key>INIntentParameterDisplayName</key>
        <string>Choice</string>
        <key>INIntentParameterDisplayPriority</key>
        <integer>2</integer>
        <key>INIntentParameterEnumType</key>
        <string>Choice\(index)</string>
        <key>INIntentParameterEnumTypeNamespace</key>
        <string>Synth0</string>
        <key>INIntentParameterName</key>
        <string>choice</string>
        <key>INIntentParameterTag</key>
        <integer>2</integer>
        <key>INIntentParameterType</key>
        <string>Integer</string>
        </dict>
        <dict>
        <key>INIntentParameterConfigurable</key>
        <true/>
        <key>INIntentParameterDisplayName</key>
        <string>Item</string>
        <key>INIntentParameterDisplayPriority</key>
        <integer>3</integer>
        <key>INIntentParameterName</key>
        <string>item</string>
        <key>INIntentParameterObjectType</key>
        <string>Item\(index)</string>
        <key>INIntentParameterObjectTypeNamespace</key>
        <string>Synth0</string>
        <key>INIntentParameterSupportsDynamicEnumeration</key>
        <true/>
        <key>INIntentParameterTag</key>
        <integer>3</integer>
        <key>INIntentParameterType</key>
        <string>Object</string>
        </dict>
        </array>
        <key>INIntentResponse</key>
        <dict>
        <key>INIntentResponseCodes</key>
        <array>
        <dict>
        <key>INIntentResponseCodeName</key>
        <string>success</string>
        <key>INIntentResponseCodeSuccess</key>
        <true/>
        </dict>
        <dict>
        <key>INIntentResponseCodeName</key>
        <string>failure</string>
        </dict>
        <dict>
        <key>INIntentResponseCodeFormatString</key>
        <string>Done with ${result}</string>
        <key>INIntentResponseCodeName</key>
        <string>finished</string>
        <key>INIntentResponseCodeSuccess</key>
        <true/>
        </dict>
        </array>
        <key>INIntentResponseLastParameterTag</key>
        <integer>1</integer>
        <key>INIntentResponseParameters</key>
        <array>
        <dict>
        <key>INIntentResponseParameterDisplayName</key>
        <string>Result</string>
        <key>INIntentResponseParameterDisplayPriority</key>
        <integer>1</integer>
        <key>INIntentResponseParameterName</key>
        <string>result</string>
        <key>INIntentResponseParameterTag</key>
        <integer>1</integer>
        <key>INIntentResponseParameterType</key>
        <string>String</string>
        </dict>
        </array>
        </dict>
        <key>INIntentTitle</key>
        <string>Action \(index)</string>
        <key>INIntentType</key>
        <string>Custom</string>
        <key>INIntentVerb</key>
        <string>Do</string>
        </dict>

        """
    }

    private static func customType(_ index: Int) -> String {
        let previous =
            index == 0
            ? ""
            : """
            <dict>
            <key>INTypePropertyDisplayPriority</key>
            <integer>3</integer>
            <key>INTypePropertyName</key>
            <string>previous</string>
            <key>INTypePropertyObjectType</key>
            <string>Item\(index - 1)</string>
            <key>INTypePropertyObjectTypeNamespace</key>
            <string>Synth0</string>
            <key>INTypePropertyTag</key>
            <integer>100</integer>
            <key>INTypePropertyType</key>
            <string>Object</string>
            </dict>

            """
        return """
            <dict>
            <key>INTypeDisplayName</key>
            <string>Item \(index)</string>
            <key>INTypeLastPropertyTag</key>
            <integer>100</integer>
            <key>INTypeName</key>
            <string>Item\(index)</string>
            <key>INTypeProperties</key>
            <array>
            <dict>
            <key>INTypePropertyDefault</key>
            <true/>
            <key>INTypePropertyDisplayPriority</key>
            <integer>1</integer>
            <key>INTypePropertyName</key>
            <string>identifier</string>
            <key>INTypePropertyTag</key>
            <integer>1</integer>
            <key>INTypePropertyType</key>
            <string>String</string>
            </dict>
            <dict>
            <key>INTypePropertyDefault</key>
            <true/>
            <key>INTypePropertyDisplayPriority</key>
            <integer>2</integer>
            <key>INTypePropertyName</key>
            <string>displayString</string>
            <key>INTypePropertyTag</key>
            <integer>2</integer>
            <key>INTypePropertyType</key>
            <string>String</string>
            </dict>
            \(previous)</array>
            </dict>

            """
    }
}
