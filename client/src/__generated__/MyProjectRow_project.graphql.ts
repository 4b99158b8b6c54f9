/**
 * @generated SignedSource<<7a7fcf1ecdb893a0aeeb4959af8403e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PortfolioVisibility = "DRAFT" | "HIDDEN" | "PUBLISHED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyProjectRow_project$data = {
  readonly cover: {
    readonly thumbUrl: string;
  } | null | undefined;
  readonly id: string;
  readonly path: string;
  readonly readerWords: {
    readonly title: string;
  } | null | undefined;
  readonly slug: string;
  readonly visibility: PortfolioVisibility | null | undefined;
  readonly " $fragmentType": "MyProjectRow_project";
};
export type MyProjectRow_project$key = {
  readonly " $data"?: MyProjectRow_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyProjectRow_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyProjectRow_project",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioWords",
      "kind": "LinkedField",
      "name": "readerWords",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioPicture",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioProject",
  "abstractKey": null
};

(node as any).hash = "ea42c3ce309b65112eb3ced54f93246f";

export default node;
