# L'argent et le classement.
money-not-an-amount = « { $text } » n’est pas une somme d’argent (écrivez « 0,50 € », « 0.50 EUR » ou « 3 l 4 s 6 d »)
money-unknown-currency = « { $code } » n’est pas une monnaie (écrivez un code de trois lettres comme EUR, ou l s d)
money-too-many-decimals = { $text } : { $code } a au plus { $exponent } décimales
money-not-positive = une valeur demande une somme positive pour un nombre positif de jetons : « { $text } »
money-not-text = argent : écrivez la valeur comme un texte, par exemple « 0,50 € les 10 »
money-mixed-currencies = des sommes en monnaies différentes ne s’additionnent pas
league-not-a-date = { $field } : « { $date } » n’est pas une date (écrivez-la 2026-11-22)
league-unknown-game = game : « { $game } » n’est pas un jeu qu’academie connaît
league-from-after-to = from : { $from } est après to ({ $to })
league-from-to = du { $from } au { $to }
league-from = depuis le { $from }
league-until = jusqu’au { $to }
