/**
 * @generated SignedSource<<e2dc979da9b2fb8e3b7fbd260a9387f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyForm_company$data = {
  readonly about: string | null | undefined;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "CompanyForm_company";
};
export type CompanyForm_company$key = {
  readonly " $data"?: CompanyForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyForm_company",
  "selections": [
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
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "about",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "3d4264b8bf26ca7e3390632847cb8905";

export default node;
