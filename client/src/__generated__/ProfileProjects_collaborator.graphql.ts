/**
 * @generated SignedSource<<f3c73b51250b15703bdea981dcf6c4d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileProjects_collaborator$data = {
  readonly portfolioProjects: ReadonlyArray<{
    readonly confidential: boolean;
    readonly cover: {
      readonly thumbUrl: string;
    } | null | undefined;
    readonly id: string;
    readonly path: string;
    readonly readerWords: {
      readonly locale: string;
      readonly summary: string;
      readonly title: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "ProfileProjects_collaborator";
};
export type ProfileProjects_collaborator$key = {
  readonly " $data"?: ProfileProjects_collaborator$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileProjects_collaborator">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileProjects_collaborator",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioProject",
      "kind": "LinkedField",
      "name": "portfolioProjects",
      "plural": true,
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
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confidential",
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
              "name": "locale",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "summary",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collaborator",
  "abstractKey": null
};

(node as any).hash = "99be63c7f42dea37b80e4105b5162124";

export default node;
