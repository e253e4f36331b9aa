# Plusieurs appareils à une table, et les bornes de ce qu'un coup peut dire.

error-fact-out-of-range = { $field } vaut { $value } : un nombre d’un coup est compris entre -{ $max } et { $max }
error-option-out-of-range = l’option { $field } vaut { $value } : un nombre des options est compris entre -{ $max } et { $max }
form-deal-entered-meanwhile = { $count ->
    [one] Pendant que vous saisissiez, le coup { $deals } a été enregistré depuis un autre appareil : il figure ci-dessous.
   *[other] Pendant que vous saisissiez, les coups { $deals } ont été enregistrés depuis un autre appareil : ils figurent ci-dessous.
} Votre saisie n'a pas été enregistrée ; elle est conservée dans le formulaire. Vérifiez qu'il ne s'agit pas du même coup, puis enregistrez-la.
form-deal-corrected-meanwhile = Ce coup a été modifié depuis un autre appareil pendant votre saisie (il en est à la révision { $revision }) ; votre correction n’a pas été enregistrée. Ce que vous avez saisi est conservé : vérifiez le coup sur la page de la partie, puis enregistrez de nouveau votre correction.
error-page-deal-changed-meanwhile = Le coup { $deal } a été modifié depuis un autre appareil entre-temps ; il n’a donc pas été supprimé. Vérifiez-le sur la page de la partie, puis supprimez-le de nouveau s’il y a lieu.
