# Several devices at one table, and bounds on what a deal may say.

error-fact-out-of-range = { $field } is { $value }: a number in a deal lies between -{ $max } and { $max }
error-option-out-of-range = option { $field } is { $value }: a number in the options lies between -{ $max } and { $max }
form-deal-entered-meanwhile = { $count ->
    [one] While you typed, deal { $deals } was entered from another device: it is shown below.
   *[other] While you typed, deals { $deals } were entered from another device: they are shown below.
} Your entry was not recorded; it is kept in the form. Check that it is not the same deal, then record it.
form-deal-corrected-meanwhile = This deal was changed from another device while you typed (it is now at revision { $revision }); your correction was not recorded. What you typed is kept: check the deal on the partie page, then record your correction again.
error-page-deal-changed-meanwhile = Deal { $deal } was changed from another device meanwhile, so it was not deleted. Check it on the partie page, then delete it again if need be.
