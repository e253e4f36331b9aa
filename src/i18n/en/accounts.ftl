# Money and the league.
money-not-an-amount = "{ $text }" is not an amount of money (write "0.50 EUR" or "3 l 4 s 6 d")
money-unknown-currency = "{ $code }" is not a currency (write a three-letter code such as EUR, or l s d)
money-too-many-decimals = { $text }: { $code } has { $exponent } decimals at most
money-not-positive = a rate needs a positive amount per a positive number of counters: "{ $text }"
money-not-text = money: write the rate as text, such as "0.50 EUR per 10"
money-mixed-currencies = amounts in different currencies cannot be added
league-not-a-date = { $field }: "{ $date }" is not a date (write it as 2026-11-22)
league-unknown-game = game: "{ $game }" is not a game academie knows
league-from-after-to = from: { $from } is after to ({ $to })
league-from-to = from { $from } to { $to }
league-from = from { $from }
league-until = until { $to }
