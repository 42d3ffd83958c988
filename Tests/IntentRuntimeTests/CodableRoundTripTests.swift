import Foundation
import IntentRuntime
import Testing

@Suite struct CodableRoundTripTests {
    private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func file() throws {
        let file = IntentFileValue(
            data: Data([0, 1, 2, 255]), filename: "cover.png", typeIdentifier: "public.png",
            fileURL: URL(fileURLWithPath: "/tmp/cover.png"))
        #expect(try roundTrip(file) == file)
        #expect(
            try roundTrip(IntentFileValue(data: Data(), filename: "empty"))
                == IntentFileValue(data: Data(), filename: "empty"))
    }

    @Test func person() throws {
        let person = IntentPersonValue(identifier: "42", displayName: "Ada", handle: "ada@example.com")
        #expect(try roundTrip(person) == person)
    }

    @Test func placemark() throws {
        let placemark = IntentPlacemarkValue(
            name: "Library", latitude: 48.137, longitude: 11.575, locality: "München",
            isoCountryCode: "DE")
        #expect(try roundTrip(placemark) == placemark)
    }

    @Test func currencyAmountKeepsDecimalExactness() throws {
        let amount = IntentCurrencyAmountValue(amount: Decimal(string: "19.99")!, currencyCode: "EUR")
        let decoded = try roundTrip(amount)
        #expect(decoded == amount)
        #expect(decoded.amount.description == "19.99")
    }

    @Test func paymentMethod() throws {
        let method = IntentPaymentMethodValue(type: "credit", name: "Visa", identificationHint: "4242")
        #expect(try roundTrip(method) == method)
    }

    @Test func localizedText() throws {
        let text = IntentLocalizedText("Reading Log", key: "gpCwrM")
        #expect(try roundTrip(text) == text)
        let keyless: IntentLocalizedText = "No key"
        #expect(try roundTrip(keyless) == keyless)
    }

    @Test func genericObject() throws {
        let object = IntentGenericObject(identifier: "aerial", display: "航拍")
        #expect(try roundTrip(object) == object)
    }

    @Test func measurementsRoundTripWithTheirUnits() throws {
        let distance = Measurement(value: 3, unit: UnitLength.kilometers)
        let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        #expect(try roundTrip(distance) == distance)
        #expect(try roundTrip(temperature) == temperature)
        #expect(try roundTrip(temperature).converted(to: .kelvin).value == 294.65)
    }

    @Test func measurementValuesKeepTheirUnitAndCompareByQuantity() throws {
        let distance = IntentMeasurementValue(value: 3, unit: UnitLength.kilometers)
        #expect(distance.baseValue == 3000)
        #expect(distance == IntentMeasurementValue(value: 3000, unit: UnitLength.meters))
        #expect(distance.measurement == Measurement(value: 3, unit: UnitLength.kilometers))
        #expect(distance.measurement.unit.symbol == "km")
        #expect(distance.dialogArgument == .text("3 km"))
        #expect(
            distance.measurement.converted(to: .miles).value
                == Measurement(value: 3, unit: UnitLength.kilometers).converted(to: .miles).value)
        #expect(try roundTrip(distance) == distance)
        #expect(try roundTrip(distance).unitSymbol == "km")
        #expect(IntentMeasurementValue(value: 2, unit: UnitLength.meters).measurement.unit == UnitLength.meters)
        // A configuration stored while the property was Foundation's Measurement still decodes.
        let stored = try JSONEncoder().encode(Measurement(value: 21.5, unit: UnitTemperature.celsius))
        let decoded = try JSONDecoder().decode(IntentMeasurementValue<UnitTemperature>.self, from: stored)
        #expect(decoded.baseValue == 294.65)
        #expect(decoded.value == 21.5)
        #expect(decoded.unitSymbol == "°C")
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(try sorted.encode(distance) == sorted.encode(Measurement(value: 3, unit: UnitLength.kilometers)))
    }
}
