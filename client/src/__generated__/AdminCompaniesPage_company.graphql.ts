/**
 * @generated SignedSource<<eb6a760cf0ccb9bd8c29da22fe18a202>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CompanyVerification = "PENDING" | "REJECTED" | "UNVERIFIED" | "VERIFIED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminCompaniesPage_company$data = {
  readonly id: string;
  readonly memberCount: number | null | undefined;
  readonly name: string;
  readonly nationalId: string | null | undefined;
  readonly verification: CompanyVerification | null | undefined;
  readonly verificationNote: string | null | undefined;
  readonly verificationRequestedAt: string | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "AdminCompaniesPage_company";
};
export type AdminCompaniesPage_company$key = {
  readonly " $data"?: AdminCompaniesPage_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminCompaniesPage_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminCompaniesPage_company",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "a5433fd327df7a7170c20c25af906628";

export default node;
