/**
 * @generated SignedSource<<5d842b18b13c99c1e857fc611653b056>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminReviews_review$data = {
  readonly createdAt: string;
  readonly hidden: boolean;
  readonly id: string;
  readonly project: {
    readonly path: string;
    readonly readerWords: {
      readonly title: string;
    } | null | undefined;
  };
  readonly rating: number;
  readonly text: string;
  readonly " $fragmentType": "AdminReviews_review";
};
export type AdminReviews_review$key = {
  readonly " $data"?: AdminReviews_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReviews_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReviews_review",
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
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioProject",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioReview",
  "abstractKey": null
};

(node as any).hash = "c57d94ebfe448bcc36cf0e0e78766a61";

export default node;
