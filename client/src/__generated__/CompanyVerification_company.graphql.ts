/**
 * @generated SignedSource<<60d1b700408bbc3255a37c4dc896f6cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CompanyVerification = "PENDING" | "REJECTED" | "UNVERIFIED" | "VERIFIED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompanyVerification_company$data = {
  readonly id: string;
  readonly nationalId: string | null | undefined;
  readonly verification: CompanyVerification | null | undefined;
  readonly verificationNote: string | null | undefined;
  readonly verificationRequestedAt: string | null | undefined;
  readonly verified: boolean;
  readonly " $fragmentType": "CompanyVerification_company";
};
export type CompanyVerification_company$key = {
  readonly " $data"?: CompanyVerification_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyVerification_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyVerification_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verification",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nationalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verificationNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verificationRequestedAt",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "8fcf7a70125560c23b525711e4906856";

export default node;
